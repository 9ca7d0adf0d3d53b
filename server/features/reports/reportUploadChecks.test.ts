import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '../../../src/contract/sync';
import { reports, users } from '../../platform/db/schema';
import { multipartBody, type MultipartFile } from '../../testing/multipart';
import { pdfBytes } from '../../testing/pdf';
import { signIn, type TestAgent } from '../../testing/session';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';

const WEBER_LIS = 'A-100483';
const KLEIN_LIS = 'A-100517';
const file = (filename: string, bytes: Buffer = pdfBytes(filename)): MultipartFile => ({
  field: 'files',
  filename,
  bytes,
});
const english = { 'accept-language': 'en' };

describe.each(testDatabases())('what the report upload refuses, on $kind', (testDatabase) => {
  let t: TestApp;
  let labor: TestAgent;
  let kleinUuid: string;

  const upload = (files: MultipartFile[], fields?: Record<string, string>, headers = {}) => {
    const body = multipartBody(files, fields);
    return labor.request({
      method: 'POST',
      url: '/api/befunde',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };
  const sendRaw = (payload: string | Buffer, contentType: string, headers = {}) =>
    labor.request({
      method: 'POST',
      url: '/api/befunde',
      payload,
      headers: { 'content-type': contentType, ...headers },
    });
  const storedBefund = async (befundId: string) =>
    t.database.db.select().from(reports).where(eq(reports.befundId, befundId));

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    labor = await signIn(t, 'labor');
    const [klein] = await t.database.db.select().from(users).where(eq(users.username, 'dr.klein'));
    kleinUuid = klein?.uuid ?? '';
  });
  afterAll(() => t?.close());

  it('refuses, per file, a name with another doctor’s LIS id than the doctor staff chose', async () => {
    const response = await upload(
      [
        file(`${KLEIN_LIS}_20261001_Roth_Eva.pdf`),
        file(`${WEBER_LIS}_20261002_Roth_Eva.pdf`),
        file(`Z-999999_20261003_Roth_Eva.pdf`),
      ],
      { doctor_uuid: kleinUuid },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'files.1': ['Die LIS-ID im Dateinamen gehört zu einem anderen Arzt als dem ausgewählten.'],
      'files.2': ['Zur LIS-ID im Dateinamen gibt es keinen Arzt.'],
    });
    expect(await storedBefund('20261002')).toEqual([]);

    const inEnglish = await upload(
      [file(`${WEBER_LIS}_20261002_Roth_Eva.pdf`)],
      { doctor_uuid: kleinUuid },
      english,
    );
    expect(inEnglish.json().errors).toEqual({
      'files.0': ['The LIS id in the file name belongs to another doctor than the one chosen.'],
    });
    const matching = await upload([file(`${KLEIN_LIS}_20261001_Roth_Eva.pdf`)], { doctor_uuid: kleinUuid });
    expect(matching.statusCode, matching.body).toBe(201);
    expect(matching.json().data[0].report.user.nachname).toBe('Klein');
  });

  it('refuses what starts with %PDF- but does not parse as a PDF, or was cut off', async () => {
    const whole = pdfBytes('Kalium');
    const response = await upload([
      file(`${WEBER_LIS}_20261010_Roth_Eva.pdf`, Buffer.from('%PDF-1.7\n<script>alert(1)</script>\n%%EOF\n')),
      file(`${WEBER_LIS}_20261011_Roth_Eva.pdf`, whole.subarray(0, Math.floor(whole.length / 2))),
      file(`${WEBER_LIS}_20261012_Roth_Eva.pdf`, Buffer.from('GIF89a')),
      file(`${WEBER_LIS}_20261013_Roth_Eva.pdf`, whole),
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'files.0': ['Die Datei ist kein lesbares PDF.'],
      'files.1': ['Die Datei ist kein lesbares PDF.'],
      'files.2': ['Die Datei ist kein PDF.'],
    });
    expect(await storedBefund('20261013')).toEqual([]);
  });

  it('hashes the uploaded files under an Idempotency-Key: another upload under a used key is refused, not answered with the first', async () => {
    const key = { [IDEMPOTENCY_KEY_HEADER]: randomUUID() };
    const first = await upload([file(`${WEBER_LIS}_20261020_Roth_Eva.pdf`)], {}, key);
    expect(first.statusCode).toBe(201);
    const other = await upload([file(`${WEBER_LIS}_20261021_Roth_Eva.pdf`)], {}, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({
      [IDEMPOTENCY_KEY_HEADER]: ['Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.'],
    });
    expect(await storedBefund('20261021')).toEqual([]);
    // Same name, other bytes: another upload too.
    const otherBytes = await upload(
      [file(`${WEBER_LIS}_20261020_Roth_Eva.pdf`, pdfBytes('corrected'))],
      {},
      key,
    );
    expect(otherBytes.statusCode).toBe(422);
    const retry = await upload([file(`${WEBER_LIS}_20261020_Roth_Eva.pdf`)], {}, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await storedBefund('20261020')).toHaveLength(1);
  });

  it('refuses a NUL character in a file name with 422', async () => {
    const response = await upload([file(`${WEBER_LIS}_20261030_Roth\u0000_Eva.pdf`)], {}, english);
    expect(response.statusCode).toBe(422);
    expect(Object.values(response.json().errors).flat()).toEqual([
      'The field contains a forbidden control character (NUL).',
    ]);
  });

  it('answers broken multipart bodies with 400 or 415 and a translated message, never 5xx', async () => {
    const good = multipartBody([file(`${WEBER_LIS}_20261040_Roth_Eva.pdf`)]);
    const contentType = good.headers['content-type'] ?? '';
    const cases: [string, Promise<{ statusCode: number; json(): unknown }>, number, string][] = [
      [
        'no boundary',
        sendRaw(good.payload, 'multipart/form-data', english),
        400,
        'The upload is incomplete or damaged. Please try again.',
      ],
      [
        'truncated',
        sendRaw(good.payload.subarray(0, good.payload.length - 60), contentType, english),
        400,
        'The upload is incomplete or damaged. Please try again.',
      ],
      [
        'garbage',
        sendRaw('garbage', contentType),
        400,
        'Der Upload ist unvollständig oder beschädigt. Bitte versuchen Sie es erneut.',
      ],
      [
        'JSON instead of files',
        sendRaw('{"files":[]}', 'application/json'),
        415,
        'Dateien müssen als multipart/form-data hochgeladen werden.',
      ],
    ];
    for (const [what, sent, status, message] of cases) {
      const response = await sent;
      expect(response.statusCode, what).toBe(status);
      expect(response.json(), what).toEqual({ message });
    }
    expect(await storedBefund('20261040')).toEqual([]);
  });

  it('keeps the form fields of a report upload short: a field past 1 KB is refused, whatever other routes allow', async () => {
    const response = await upload(
      [file(`${WEBER_LIS}_20261070_Roth_Eva.pdf`)],
      { note: 'x'.repeat(1025) },
      english,
    );
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual({ note: ['A form field of the upload is too large.'] });
    expect(await storedBefund('20261070')).toEqual([]);
  });

  it('reads a multipart body only on the upload route: elsewhere it is a 415 before anything is buffered', async () => {
    const body = multipartBody([file(`${WEBER_LIS}_20261060_Roth_Eva.pdf`)]);
    for (const url of ['/login', '/api/befunde/filter', '/api/reports/demands']) {
      const response = await labor.request({
        method: 'POST',
        url,
        payload: body.payload,
        headers: body.headers,
      });
      expect(response.statusCode, url).toBe(415);
      expect(response.json(), url).toEqual({ message: 'Dieses Format der Anfrage wird nicht unterstützt.' });
    }
  });
});
