/**
 * Each upload route's own limits apply while its multipart body streams (issue 26): every route
 * used to allow 50 x 20 MB and read the whole body before anything was refused (ten 20 MB files to
 * /api/befunde grew the server by 208 MB before the 422). A file one byte past the route's size is
 * a 422 naming it, one file too many a 422 on `files`, each with the route's own message, and a
 * body far past the limits is refused without being read to its end or held in memory.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_MAX_PER_MESSAGE,
  REPORT_MAX_BYTES,
  REPORT_MAX_FILES_PER_UPLOAD,
} from '../../../src/contract/constants';
import { multipartBody, type MultipartFile } from '../../testing/multipart';
import { pdfBytes } from '../../testing/pdf';
import { signIn, type TestAgent } from '../../testing/session';
import { IN_FLIGHT_BYTES, postStreamed } from '../../testing/streamedPost';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';

const WEBER_LIS = 'A-100483';
const MB = 1024 * 1024;

interface UploadRoute {
  url: string;
  agent: 'labor' | 'admin';
  fields: Record<string, string>;
  fileName: (index: number) => string;
  maxBytes: number;
  maxFiles: number;
  tooLarge: string;
  tooMany: string;
}

const ROUTES: UploadRoute[] = [
  {
    url: '/api/befunde',
    agent: 'labor',
    fields: {},
    fileName: (index) => `${WEBER_LIS}_2026300${index}_Roth_Eva.pdf`,
    maxBytes: REPORT_MAX_BYTES,
    maxFiles: REPORT_MAX_FILES_PER_UPLOAD,
    tooLarge: 'Die Datei ist größer als 20 MB.',
    tooMany: 'Bitte laden Sie höchstens 50 Dateien auf einmal hoch.',
  },
  {
    url: '/api/messages',
    agent: 'admin',
    fields: {
      title: 'Mit Anhang',
      text: 'Siehe Anhang.',
      recipient_role_id: '',
      show_until: '',
      hidden: 'false',
    },
    fileName: (index) => `Aushang-${index}.pdf`,
    maxBytes: ATTACHMENT_MAX_BYTES,
    maxFiles: ATTACHMENTS_MAX_PER_MESSAGE,
    tooLarge: 'Die Datei ist größer als 10 MB.',
    tooMany: 'Höchstens 5 Anhänge pro Systemnachricht.',
  },
  {
    url: '/api/workshops',
    agent: 'labor',
    fields: {
      payload: JSON.stringify({
        title: 'Hygiene in der Praxis',
        description: 'Was die Praxis bei der Probenhygiene beachten muss.',
        max_participants: 1,
        topics: ['Hygiene'],
        events: [
          {
            starts_at: '2026-12-10T09:00:00Z',
            ends_at: '2026-12-10T12:00:00Z',
            place: 'Labor',
            online_url: null,
          },
        ],
      }),
    },
    fileName: (index) => `Programm-${index}.pdf`,
    maxBytes: ATTACHMENT_MAX_BYTES,
    maxFiles: ATTACHMENTS_MAX_PER_MESSAGE,
    tooLarge: 'Die Datei ist größer als 10 MB.',
    tooMany: 'Höchstens 5 Anhänge pro Systemnachricht.',
  },
];

describe.each(testDatabases())('the upload routes’ own limits on $kind', (testDatabase) => {
  let t: TestApp;
  let origin: string;
  const agents = new Map<string, TestAgent>();

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
    for (const name of ['labor', 'admin'] as const) agents.set(name, await signIn(t, name));
  });
  afterAll(() => t?.close());

  const agentOf = (route: UploadRoute) => agents.get(route.agent) as TestAgent;
  const upload = (route: UploadRoute, files: MultipartFile[]) => {
    const { payload, headers } = multipartBody(files, route.fields);
    return agentOf(route).request({
      method: 'POST',
      url: route.url,
      payload,
      headers: { ...headers, 'accept-language': 'de' },
    });
  };
  const pdfOf = (route: UploadRoute, index: number, bytes = pdfBytes(`Datei ${index}`)): MultipartFile => ({
    field: 'files',
    filename: route.fileName(index),
    bytes,
  });

  it.each(ROUTES)('$url: a file one byte past its limit is a 422 naming that file', async (route) => {
    const small = pdfBytes('klein');
    const tooLarge = Buffer.concat([small, Buffer.alloc(route.maxBytes + 1 - small.length, 0x20)]);
    const response = await upload(route, [pdfOf(route, 0), pdfOf(route, 1, tooLarge)]);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual({ 'files.1': [route.tooLarge] });
  });

  it.each(ROUTES)('$url: one file more than it takes is a 422 on files', async (route) => {
    const files = Array.from({ length: route.maxFiles + 1 }, (_, index) => pdfOf(route, index));
    const response = await upload(route, files);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual({ files: [route.tooMany] });
  });

  /** A 200 MB file streamed to the route, with the agent's session, and the server's RSS meanwhile. */
  const streamLargeFile = async (route: UploadRoute, withLength: boolean) => {
    const agent = agentOf(route);
    const { payload, headers } = multipartBody([pdfOf(route, 0, Buffer.alloc(0))], route.fields);
    // Everything of the body up to the file's bytes; the filler after it is the file.
    const fileHeader = 'Content-Type: application/pdf\r\n\r\n';
    const prefix = payload.subarray(0, payload.indexOf(fileHeader) + fileHeader.length);
    const cookie = [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    let peak = process.memoryUsage().rss;
    const before = peak;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    try {
      const answer = await postStreamed(
        `${origin}${route.url}`,
        {
          ...headers,
          cookie,
          'x-xsrf-token': decodeURIComponent(agent.xsrfToken ?? ''),
          'accept-language': 'de',
        },
        { size: 200 * MB, withLength, prefix },
      );
      return { answer, growth: peak - before };
    } finally {
      clearInterval(sampler);
    }
  };

  it.each(ROUTES)(
    '$url: a 200 MB file sent without a length is refused once it passes the limit, neither read to its end nor held',
    async (route) => {
      const { answer, growth } = await streamLargeFile(route, false);
      expect(answer.status, JSON.stringify(answer.json)).toBe(422);
      expect(answer.json).toMatchObject({ errors: { 'files.0': [route.tooLarge] } });
      expect(answer.sent).toBeLessThan(route.maxBytes + 2 * IN_FLIGHT_BYTES);
      // The route's own file limit is held at most, never the 200 MB (the test shares the process).
      expect(growth).toBeLessThan(route.maxBytes + 48 * MB);
    },
    120_000,
  );

  it('refuses a Content-Length beyond what a route’s limits allow before reading the body', async () => {
    const route = ROUTES[1] as UploadRoute;
    const { answer } = await streamLargeFile(route, true);
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({ message: 'Die Anfrage ist zu groß.' });
    expect(answer.sent).toBeLessThan(IN_FLIGHT_BYTES);
  });
});
