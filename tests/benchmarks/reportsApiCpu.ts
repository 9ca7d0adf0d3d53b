/**
 * `npm run bench:api` with BENCH_CPU_PER_REQUEST=<n> (issue 30): the server process's CPU per request,
 * portal against bare, without concurrency. The portal is CPU-bound on this machine's two cores, so
 * its throughput ratio follows its CPU per request; measured one request at a time, neither side
 * queues and the figure is steadier than a throughput under load. The child sends `n` requests per
 * case and side, one after another over one keep-alive socket from this same process (the client's
 * share is the same for both: the same answers), and reports process.cpuUsage() per request.
 */
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import { Session } from 'node:inspector/promises';
import { get, type HttpTarget } from './benchHttp';

/** Microseconds of this process's CPU (user + system) per request, after `warmup` requests. */
export async function cpuPerRequest(target: HttpTarget, requests: number, warmup = 50): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let i = 0; i < warmup; i++) await get(target, agent);
    const before = process.cpuUsage();
    for (let i = 0; i < requests; i++) {
      const { status } = await get(target, agent);
      if (status !== 200) throw new Error(`${target.path}: ${status}`);
    }
    const used = process.cpuUsage(before);
    return (used.user + used.system) / requests;
  } finally {
    agent.destroy();
  }
}

export interface CpuCase {
  name: string;
  label: string;
  portal: HttpTarget;
  bare: HttpTarget;
}

/**
 * Each case's portal and bare CPU per request, alternating sides over `rounds` rounds. With
 * `profileDir`, CPU profiles of the last round, one file per case and side (`<case>.cpuprofile` for the
 * portal's requests, `<case>.bare.cpuprofile` for the bare route's).
 */
export async function cpuSummary(
  cases: CpuCase[],
  requests: number,
  { rounds = 3, profileDir }: { rounds?: number; profileDir?: string } = {},
): Promise<string> {
  const lines = ['server CPU per request (µs, one request at a time, client in the same process):'];
  const session = profileDir ? new Session() : undefined;
  session?.connect();
  await session?.post('Profiler.enable');
  /** Runs `measure`, profiled into `<file>.cpuprofile` when `keep` (the last round). */
  const profiled = async (keep: boolean, file: string, measure: () => Promise<number>) => {
    if (!session || !keep) return measure();
    await session.post('Profiler.start');
    const result = await measure();
    const { profile } = await session.post('Profiler.stop');
    await writeFile(`${profileDir}/${file}.cpuprofile`, JSON.stringify(profile));
    return result;
  };
  for (const { label, name, portal, bare } of cases) {
    const sums = { portal: 0, bare: 0 };
    for (let round = 0; round < rounds; round++) {
      const last = round === rounds - 1;
      sums.bare += await profiled(last, `${name}.bare`, () => cpuPerRequest(bare, requests));
      sums.portal += await profiled(last, name, () => cpuPerRequest(portal, requests));
    }
    const [p, b] = [sums.portal / rounds, sums.bare / rounds];
    lines.push(
      `  ${label.padEnd(40)} portal ${p.toFixed(0).padStart(6)}  bare ${b.toFixed(0).padStart(6)}  bare/portal ${(b / p).toFixed(2)}`,
    );
  }
  session?.disconnect();
  return lines.join('\n');
}
