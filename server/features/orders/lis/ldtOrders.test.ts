import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeLdt, LdtCharset, ldtLineBatches, type LdtLine } from '../../reportImport';
import { signIn } from '../../../testing/session';
import { createTestApp, type TestApp } from '../../../testing/testApp';
import { testDatabases } from '../../../testing/testDatabases';
import { insertTestOrder } from './lisTestOrders';

interface Field {
  field: string;
  text: string;
  line: LdtLine;
}

/** The file read as the project's LDT import reads lines (ldtLines.ts: length, CR LF), in ISO 8859-15. */
async function fieldsOf(bytes: Buffer): Promise<Field[]> {
  const fields: Field[] = [];
  for await (const lines of ldtLineBatches([bytes]))
    for (const line of lines)
      fields.push({ field: line.field, text: decodeLdt(line.bytes, LdtCharset.iso885915), line });
  return fields;
}

/** The records of the file: each from its 8000 to the next. */
function recordsOf(fields: readonly Field[]): Field[][] {
  const records: Field[][] = [];
  for (const field of fields) {
    if (field.field === '8000') records.push([]);
    records.at(-1)?.push(field);
  }
  return records;
}

const values = (record: readonly Field[], field: string) =>
  record.filter((one) => one.field === field).map((one) => one.text);

describe.each(testDatabases())('LDT 3 order records for the LIS on $kind', (testDatabase) => {
  let t: TestApp;
  let readToken: string;
  let statusToken: string;

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    const admin = await signIn(t, 'admin');
    const token = async (name: string, abilities: string[]) =>
      (await admin.post(`/api/tokens/create/${name}`, { abilities })).json().plainTextToken as string;
    readToken = await token('LIS', ['orders:read']);
    statusToken = await token('Status', ['orders:status']);
    const db = t.database.db;
    await insertTestOrder(db, {
      number: '2600400001',
      office: 'P-40117',
      sampleTimeKind: 'planned',
      at: new Date('2030-02-01T10:00:00Z'),
      sampledAt: new Date('2030-02-01T07:45:00Z'),
    });
    await insertTestOrder(db, {
      number: '2600400002',
      urgency: 'emergency',
      items: [{ code: 'GLU' }],
      icd10: [],
      clinicalQuestion: 'x'.repeat(1500),
      at: new Date('2030-02-02T10:00:00Z'),
    });
    await insertTestOrder(db, {
      number: '2600400003',
      status: 'cancelled',
      items: [{ code: 'TSH', billing: 'private' }],
      at: new Date('2030-02-03T10:00:00Z'),
    });
  });
  afterAll(() => t?.close());

  const get = (query: string, token = readToken) =>
    t.app.inject({
      method: 'GET',
      url: `/api/ldt/orders?${query}`,
      headers: { authorization: `Bearer ${token}` },
    });

  it('writes a P-Datenpaket: 8230 header, one 8215 Auftrag per order changed since, 8231 trailer with its SHA-1', async () => {
    const response = await get('since=2030-01-31T00:00:00Z');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/x-ldt; charset=iso-8859-15');
    const bytes = response.rawPayload;
    const records = recordsOf(await fieldsOf(bytes));
    expect(records.map((record) => record[0]?.text)).toEqual(['8230', '8215', '8215', '8215', '8231']);
    expect(records.map((record) => values(record, '8310')[0] ?? null)).toEqual([
      null,
      '2600400001',
      '2600400002',
      '2600400003',
      null,
    ]);
    const header = records[0] ?? [];
    expect(values(header, '0001')).toEqual(['LDT3.2.20']);
    expect(values(header, '7265')).toEqual(['2']);
    const trailer = records.at(-1) ?? [];
    const checksum = trailer.find((field) => field.field === '9300');
    const before = bytes.subarray(0, bytes.indexOf(Buffer.from(`0499300${checksum?.text}`, 'latin1')));
    expect(checksum?.text).toBe(createHash('sha1').update(before).digest('hex'));
  });

  it('names the order, patient, practice, doctor, sample, analyses, tubes and diagnoses in the KBV fields', async () => {
    const records = recordsOf(await fieldsOf((await get('since=2030-01-31T00:00:00Z')).rawPayload));
    const first = records[1] ?? [];
    expect(values(first, '8311')).toEqual(['2600400001']);
    expect(values(first, '3101')).toEqual(['Größer']);
    expect(values(first, '3102')).toEqual(['Jürgen Paul']);
    expect(values(first, '3103')).toEqual(['19580203']);
    expect(values(first, '3110')).toEqual(['M']);
    expect(values(first, '3119')).toEqual(['A123456789']);
    expect(values(first, '0212')).toEqual(['A-100483']);
    expect(values(first, '0203')).toEqual(['Hausarztpraxis am Rathenauplatz']);
    expect(values(first, '8410')).toEqual(['TSH', 'FT4', 'HBA1C']);
    expect(values(first, '7365')).toEqual(['3016-3', '3024-7', '4548-4']);
    expect(values(first, '7303')).toEqual(['1', '1', '1', '6']);
    expect(values(first, '7364')).toEqual([
      '260040000101',
      '260040000102',
      '260040000101',
      '260040000101',
      '260040000102',
    ]);
    expect(values(first, '8430')).toEqual(['Serum', 'EDTA-Blut']);
    expect(values(first, '6001')).toEqual(['R53', 'E03.9']);
    expect(values(first, '6003')).toEqual(['V']);
    expect(values(first, '3564')).toEqual(['Müdigkeit, V. a. Hypothyreose']);
    expect(values(first, '7278')).toEqual(['20300201', '20300201', '20300201']);
    expect(values(first, '7272')).toEqual(['geplant', 'geplant']);
    expect(values(first, '8501')).toEqual([]);
    // ISO 8859-15: one byte per umlaut, ö = 0xF6.
    const surname = first.find((field) => field.field === '3101');
    expect([...(surname?.line.bytes ?? [])]).toEqual([0x47, 0x72, 0xf6, 0xdf, 0x65, 0x72]);

    const emergency = records[2] ?? [];
    expect(values(emergency, '8501')).toEqual(['1']);
    expect(values(emergency, '6001')).toEqual([]);
    // A clinical question longer than a line holds goes in several 3564 lines of at most 990.
    expect(values(emergency, '3564').map((text) => text.length)).toEqual([990, 510]);

    const cancelled = records[3] ?? [];
    expect(values(cancelled, '7303')).toEqual(['99', '99']);
  });

  it('leaves out what did not change since', async () => {
    const records = recordsOf(await fieldsOf((await get('since=2030-02-02T12:00:00Z')).rawPayload));
    expect(records.flatMap((record) => values(record, '8310'))).toEqual(['2600400003']);
  });

  it('refuses a token without orders:read, a bad since and a bad cursor', async () => {
    expect((await get('since=2030-01-31T00:00:00Z', statusToken)).statusCode).toBe(403);
    expect((await get('since=gestern')).statusCode).toBe(422);
    expect((await get('cursor=abc')).statusCode).toBe(422);
  });
});
