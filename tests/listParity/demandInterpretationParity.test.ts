/**
 * One rule, one place (issue 12): the report demand lists (active and archive) and the
 * interpretation list of the server (GET routes on the real app) and of the device (demandList and
 * interpretationList over the rows the change feed mirrors) must list the same items in the same
 * order, for the laboratory and for each doctor. Both follow newestFirst (src/contract/newestFirst.ts):
 * newest first, equal times by uuid. The test clock stands still while a group is made, so the items
 * of a group share one created_at and only the uuid tie-break orders them; each group is created in
 * descending uuid order, so neither insertion order nor a reversed tie-break passes.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportDemandListResponseSchema } from '../../src/contract/reportDemands';
import { interpretationListResponseSchema } from '../../src/contract/reportInterpretations';
import { reportListResponseSchema } from '../../src/contract/reports';
import { SyncEntity, SyncOp, type SyncChange } from '../../src/contract/sync';
import type { ReportDemandRow, ReportInterpretationRow } from '../../src/db/rows';
import { demandList } from '../../src/app/features/reportDemands/demandListView';
import { interpretationList } from '../../src/app/features/reportInterpretations/interpretationStatus';
import { multipartBody } from '../../server/testing/multipart';
import { pdfBytes } from '../../server/testing/pdf';
import { signIn, type TestAgent } from '../../server/testing/session';
import { bootstrap, pullAll } from '../../server/testing/syncClient';
import { createTestApp, type TestApp } from '../../server/testing/testApp';
import { testDatabases } from '../../server/testing/testDatabases';

/** Three reports of dr.weber (A-100483), one of dr.klein (A-100517). */
const REPORTS = [
  'A-100483_20267001_Sommer_Lina.pdf',
  'A-100483_20267002_Vogel_Jonas.pdf',
  'A-100483_20267003_Brandt_Ida.pdf',
  'A-100517_20267004_Kraus_Otto.pdf',
];

const VIEWERS = ['labor', 'dr.weber', 'dr.klein'] as const;
type Viewer = (typeof VIEWERS)[number];

describe.each(testDatabases())(
  'demands and interpretations on the server and on the device, $kind',
  (testDatabase) => {
    let t: TestApp;
    const agents = {} as Record<Viewer, TestAgent>;
    /** Each viewer's change-feed cursor, taken by a bootstrap before the fixture, and their mirror. */
    const cursors = {} as Record<Viewer, string>;
    const mirrors = {} as Record<Viewer, Map<string, Record<string, unknown>>>;

    beforeAll(async () => {
      t = await createTestApp(testDatabase);
      // One after another: each sign-in moves the shared clock one TOTP step.
      for (const viewer of VIEWERS) agents[viewer] = await signIn(t, viewer);
      for (const viewer of VIEWERS) {
        const snapshot = await bootstrap(agents[viewer]);
        cursors[viewer] = snapshot.cursor;
        mirrors[viewer] = new Map();
        apply(
          viewer,
          snapshot.rows.map((row) => ({ ...row, op: SyncOp.put })),
        );
      }

      const { labor, 'dr.weber': weber, 'dr.klein': klein } = agents;
      const { payload, headers } = multipartBody(
        REPORTS.map((filename) => ({ field: 'files', filename, bytes: pdfBytes(filename) })),
      );
      const upload = await labor.request({ method: 'POST', url: '/api/befunde', payload, headers });
      expect(upload.statusCode, upload.body).toBe(201);
      const w1 = await reportId(weber, '20267001');
      const w2 = await reportId(weber, '20267002');
      const w3 = await reportId(weber, '20267003');
      const k1 = await reportId(klein, '20267004');

      /** What to make: who asks (labor: on the doctor's behalf), on which report, archived later. */
      interface Item {
        by: TestAgent;
        report: number;
        archive?: boolean;
      }
      const toArchive: string[] = [];
      const demand = async ({ by, report, archive }: Item, uuid: string) => {
        const body = { uuid, report_id: report, subject: 'general', message: 'Bitte um Rückruf.' };
        const response = await by.post('/api/reports/demands', body);
        expect(response.statusCode, response.body).toBe(201);
        if (archive) toArchive.push(uuid);
      };
      const interpretation = async ({ by, report }: Item, uuid: string) => {
        const url = by === labor ? '/api/finding-interpretations' : '/api/finding-interpretations/request';
        const response = await by.post(url, { uuid, report_id: report, preferred_dates: ['2026-12-01'] });
        expect(response.statusCode, response.body).toBe(201);
      };
      /** Items made at one time, largest uuid first, then the clock moves on. */
      const atOneTime = async (make: (item: Item, uuid: string) => Promise<void>, items: Item[]) => {
        const uuids = items
          .map(() => randomUUID())
          .sort()
          .reverse();
        for (const [index, item] of items.entries()) await make(item, uuids[index] ?? randomUUID());
      };

      // Oldest, one time: both doctors, so labor's list interleaves what each doctor sees.
      await atOneTime(demand, [
        { by: weber, report: w1 },
        { by: klein, report: k1 },
        { by: weber, report: w2, archive: true },
        { by: weber, report: w3 },
      ]);
      await atOneTime(interpretation, [
        { by: weber, report: w1 },
        { by: klein, report: k1 },
        { by: labor, report: w2 },
        { by: weber, report: w3 },
      ]);
      t.clock.advance(1_000);
      // A single newer one of each.
      await atOneTime(demand, [{ by: weber, report: w1 }]);
      await atOneTime(interpretation, [{ by: weber, report: w2 }]);
      t.clock.advance(1_000);
      // Newest, another tie; two of its demands go to the archive, with one of the oldest.
      await atOneTime(demand, [
        { by: weber, report: w2, archive: true },
        { by: weber, report: w3 },
        { by: weber, report: w1, archive: true },
      ]);
      await atOneTime(interpretation, [
        { by: weber, report: w3 },
        { by: weber, report: w3 },
        { by: labor, report: w1 },
      ]);
      t.clock.advance(1_000);
      for (const uuid of toArchive) {
        const response = await weber.put(`/api/reports/demands/${uuid}/archive`);
        expect(response.statusCode, response.body).toBe(204);
      }

      for (const viewer of VIEWERS) {
        const { changes } = await pullAll(agents[viewer], cursors[viewer], 5);
        apply(viewer, changes);
      }
    });
    afterAll(() => t?.close());

    async function reportId(agent: TestAgent, befundId: string): Promise<number> {
      const response = await agent.get(`/api/befunde?perPage=100&search=${befundId}`);
      expect(response.statusCode, response.body).toBe(200);
      const reports = reportListResponseSchema.parse(response.json()).data.data;
      const report = reports.find((row) => row.befund_id === befundId);
      if (!report) throw new Error(`report ${befundId} not listed`);
      return report.id;
    }

    /** What the device's mirror does with pulled changes (src/sync/mirror.ts): last change wins. */
    function apply(viewer: Viewer, changes: readonly Pick<SyncChange, 'entity' | 'id' | 'op' | 'data'>[]) {
      const mirror = mirrors[viewer];
      for (const { entity, id, op, data } of changes) {
        const key = `${entity}:${id}`;
        if (op === SyncOp.del) mirror.delete(key);
        else mirror.set(key, { ...data, id });
      }
    }

    const mirrored = <Row>(viewer: Viewer, entity: SyncEntity): Row[] =>
      [...mirrors[viewer]].filter(([key]) => key.startsWith(`${entity}:`)).map(([, row]) => row as Row);

    async function serverDemands(viewer: Viewer, archived: boolean): Promise<string[]> {
      const response = await agents[viewer].get(`/api/reports/demands?archived=${archived}&perPage=100`);
      expect(response.statusCode, response.body).toBe(200);
      return reportDemandListResponseSchema.parse(response.json()).data.map((row) => row.uuid);
    }

    async function serverInterpretations(viewer: Viewer): Promise<string[]> {
      const response = await agents[viewer].get('/api/finding-interpretations?perPage=100');
      expect(response.statusCode, response.body).toBe(200);
      return interpretationListResponseSchema.parse(response.json()).data.map((row) => row.uuid);
    }

    it('has ties to break: items sharing one created_at in every list', () => {
      const hasTie = (rows: { created_at: string }[]) =>
        new Set(rows.map((row) => row.created_at)).size < rows.length;
      const demands = mirrored<ReportDemandRow>('labor', SyncEntity.reportDemand);
      expect(hasTie(demandList(demands, false))).toBe(true);
      expect(hasTie(demandList(demands, true))).toBe(true);
      expect(hasTie(mirrored<ReportInterpretationRow>('labor', SyncEntity.reportInterpretation))).toBe(true);
    });

    for (const viewer of VIEWERS) {
      it(`orders ${viewer}'s active demands and archive alike`, async () => {
        const rows = mirrored<ReportDemandRow>(viewer, SyncEntity.reportDemand);
        for (const archived of [false, true]) {
          const server = await serverDemands(viewer, archived);
          if (!archived) expect(server.length).toBeGreaterThan(0);
          expect(
            demandList(rows, archived).map((row) => row.id),
            `archived ${archived}`,
          ).toEqual(server);
        }
      });

      it(`orders ${viewer}'s interpretation requests alike`, async () => {
        const rows = mirrored<ReportInterpretationRow>(viewer, SyncEntity.reportInterpretation);
        const server = await serverInterpretations(viewer);
        expect(server.length).toBeGreaterThan(0);
        expect(interpretationList(rows).map((row) => row.id)).toEqual(server);
      });
    }
  },
);
