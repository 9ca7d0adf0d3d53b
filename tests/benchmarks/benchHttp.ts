/**
 * The one HTTP client of `npm run bench:api` (reportsApi.ts's rounds under load, reportsApiCpu.ts's
 * requests one at a time): a GET over a keep-alive agent, timed from sending to the last byte, the
 * same for the portal and the bare route.
 */
import http from 'node:http';

export interface HttpTarget {
  port: number;
  path: string;
  cookie?: string;
}

export interface Answer {
  status: number;
  body: string;
  ms: number;
}

export function get(target: HttpTarget, agent: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(
      {
        host: '127.0.0.1',
        port: target.port,
        path: target.path,
        agent,
        headers: { ...(target.cookie ? { cookie: target.cookie } : {}), accept: 'application/json' },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}
