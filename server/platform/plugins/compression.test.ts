import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportUploadResponseSchema, type ReportRecord } from '../../../src/contract/reports';
import { multipartBody } from '../../testing/multipart';
import { signIn, type TestAgent } from '../../testing/session';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';

const WEBER_LIS = 'A-100483';

async function realPdf(text: string): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.addPage().drawText(text);
  return document.save();
}

describe.each(testDatabases())('compressed API answers on $kind', (testDatabase) => {
  let t: TestApp;
  let weber: TestAgent;
  let report: ReportRecord;
  let pdfBytes: Uint8Array;

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    const labor = await signIn(t, 'labor');
    weber = await signIn(t, 'dr.weber');
    pdfBytes = await realPdf('Kalium 4.2 mmol/l '.repeat(200));
    const { payload, headers } = multipartBody([
      { field: 'files', filename: `${WEBER_LIS}_20269001_Berger_Lena.pdf`, bytes: pdfBytes },
    ]);
    const uploaded = await labor.request({ method: 'POST', url: '/api/befunde', payload, headers });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [first] = reportUploadResponseSchema.parse(uploaded.json()).data;
    if (!first) throw new Error('nothing uploaded');
    report = first.report;
  });
  afterAll(() => t?.close());

  it('sends a large JSON answer brotli-compressed to a client that accepts br, the same JSON inside', async () => {
    const plain = await weber.get(`/api/befunde/${report.id}`);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await weber.get(`/api/befunde/${report.id}`, { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await weber.get(`/api/befunde/${report.id}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves the report PDF as it is: already compressed, and compressing it again costs only CPU', async () => {
    const raw = await weber.get(`/api/befunde/${report.id}/file`, { 'accept-encoding': 'br, gzip' });
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toBe('application/pdf');
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(new Uint8Array(raw.rawPayload)).toEqual(pdfBytes);
  });
});
