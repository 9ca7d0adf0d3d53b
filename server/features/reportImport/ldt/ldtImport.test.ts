import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports, users } from '../../../platform/db/schema';
import { ldtFile, ldtLine, LdtCharset } from '../../../testing/ldtFiles';
import { signIn } from '../../../testing/session';
import { createTestApp, type TestApp } from '../../../testing/testApp';
import { testDatabases } from '../../../testing/testDatabases';
import { parseLdt } from './ldtParse';

const WEBER = 'A-100483';
const KLEIN = 'A-100517';

describe('reading LDT 3 files', () => {
  it('reads umlauts in ISO 8859-15 and in code page 437 alike, by field 9106', async () => {
    for (const charset of [LdtCharset.iso885915, LdtCharset.cp437]) {
      const [befund] = await parseLdt([ldtFile([{ befundId: '77001', lanr: WEBER }], charset)]);
      const report = befund?.report;
      expect(report?.patient).toEqual({
        nachname: 'Größer',
        vorname: 'Jürgen',
        geburtsdatum: '1958-02-03',
        nummer: null,
      });
      expect(report?.results[0]).toMatchObject({
        name: { de: 'Kalium' },
        value: '2.1',
        unit: 'mmol/l',
        flag: 'LL',
      });
    }
  });

  it('names the line and field of a line whose stated length is wrong', async () => {
    const good = ldtFile([{ befundId: '77002', lanr: WEBER }]);
    const lines = good.toString('latin1').split('\r\n');
    lines[6] = `999${lines[6]?.slice(3)}`;
    await expect(parseLdt([Buffer.from(lines.join('\r\n'), 'latin1')])).rejects.toThrow(
      expect.objectContaining({ line: 7, problem: 'ldt.problem.lineLength' }),
    );
  });
});

describe.each(testDatabases())('LDT 3 import on $kind', (testDatabase) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    const admin = await signIn(t, 'admin');
    token = (await admin.post('/api/tokens/create/LIS', { abilities: ['reports:import'] })).json()
      .plainTextToken;
  });
  afterAll(() => t?.close());

  const post = (file: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/ldt',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/octet-stream',
        'accept-language': 'de',
      },
      payload: file,
    });
  const reportOf = async (lisId: string, befundId: string) => {
    const [row] = await t.database.db
      .select({ report: reports })
      .from(reports)
      .innerJoin(users, eq(users.id, reports.userId))
      .where(and(eq(users.lisId, lisId), eq(reports.befundId, befundId)));
    return row?.report;
  };

  it('stores every Befund of a valid file for the doctor of its LANR, critical from LL, with a rendered PDF where none is embedded', async () => {
    const response = await post(
      ldtFile([
        { befundId: '77101', lanr: WEBER },
        { befundId: '77102', lanr: KLEIN, potassium: '4,2', flag: '', withPdf: true },
      ]),
    );
    expect(response.statusCode, response.body).toBe(201);
    const weber = await reportOf(WEBER, '77101');
    expect(weber).toMatchObject({
      critical: true,
      patientData: { nachname: 'Größer', vorname: 'Jürgen' },
      senderBsnr: '381234500',
    });
    expect((await t.app.reportFiles.get(weber?.fileKey ?? '')).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await reportOf(KLEIN, '77102')).toMatchObject({ critical: false });
  });

  it('imports the same file again without a new version', async () => {
    const file = ldtFile([{ befundId: '77201', lanr: WEBER }]);
    expect((await post(file)).statusCode).toBe(201);
    const again = await post(file);
    expect(again.json().data[0].unchanged).toBe(true);
    expect((await reportOf(WEBER, '77201'))?.version).toBe(1);
  });

  it('refuses a broken file whole, naming the line and field', async () => {
    const good = ldtFile([
      { befundId: '77301', lanr: WEBER },
      { befundId: '77302', lanr: WEBER },
    ]);
    const lines = good.toString('latin1').split('\r\n');
    // The second Befund's date of birth: line 28 (header 4 lines, each Befund 20).
    const index = lines.findIndex((line, at) => at > 24 && line.slice(3, 7) === '3103');
    lines[index] = ldtLine(['3103', '31021958'], LdtCharset.iso885915).toString('latin1').replace('\r\n', '');
    const response = await post(Buffer.from(lines.join('\r\n'), 'latin1'));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file[0]).toBe(
      `Zeile ${index + 1}, Feld 3103: Das Datum muss JJJJMMTT lauten.`,
    );
    expect(await reportOf(WEBER, '77301')).toBeUndefined();
  });

  it('refuses a result with an unknown limit indicator, naming the record, line and field (issue 27)', async () => {
    const response = await post(ldtFile([{ befundId: '77701', lanr: WEBER, flag: 'X' }]));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file[0]).toBe(
      'Zeile 19, Feld 8422: Befund 77701: Unbekannter Grenzwertindikator (N, H, HH, L, LL, A, AA, +, -, !H, !L).',
    );
    expect(await reportOf(WEBER, '77701')).toBeUndefined();
  });

  it('names the line of a LANR no doctor has', async () => {
    const response = await post(ldtFile([{ befundId: '77401', lanr: '123456789' }]));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file[0]).toBe(
      'Zeile 8, Feld 0212: Zur LANR bzw. LIS-ID 123456789 gibt es keinen Arzt.',
    );
  });

  it('refuses a Befund for a deactivated doctor, naming its LANR line', async () => {
    await t.database.db.update(users).set({ active: false }).where(eq(users.lisId, KLEIN));
    try {
      const response = await post(ldtFile([{ befundId: '77601', lanr: KLEIN }]));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.file[0]).toBe(
        `Zeile 8, Feld 0212: Der Arzt mit der LANR bzw. LIS-ID ${KLEIN} ist deaktiviert.`,
      );
      expect(await reportOf(KLEIN, '77601')).toBeUndefined();
    } finally {
      await t.database.db.update(users).set({ active: true }).where(eq(users.lisId, KLEIN));
    }
  });

  it("names the unknown LANR's own line when the header carries a LANR of its own", async () => {
    const lines = ldtFile([
      { befundId: '77501', lanr: WEBER },
      { befundId: '77502', lanr: '987654321' },
    ])
      .toString('latin1')
      .split('\r\n');
    // The sending lab's own LANR in the header (line 5): the Befunde's LANRs move down a line.
    lines.splice(
      4,
      0,
      ldtLine(['0212', '111111100'], LdtCharset.iso885915).toString('latin1').replace('\r\n', ''),
    );
    const unknownLine = lines.findIndex((line) => line.endsWith('0212987654321')) + 1;
    const response = await post(Buffer.from(lines.join('\r\n'), 'latin1'));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file[0]).toBe(
      `Zeile ${unknownLine}, Feld 0212: Zur LANR bzw. LIS-ID 987654321 gibt es keinen Arzt.`,
    );
    expect(await reportOf(WEBER, '77501')).toBeUndefined();
  });
});
