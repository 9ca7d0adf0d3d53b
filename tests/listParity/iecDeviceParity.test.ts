/**
 * The iEC tool on the device against the real server (issue 16):
 *
 * - the PDF and the Excel file the device makes from its mirror (the worker's code,
 *   src/workers/iecDocumentsFromMirror.ts) say the same as the server's for the same selection and
 *   language: the PDF byte for byte at the same instant, the workbook row for row;
 * - the selection queued on one device survives a reload (the mirror and the outbox are IndexedDB),
 *   reaches the server through the outbox replay and follows the doctor to a second device;
 * - a queued selection naming a substance deleted meanwhile is refused (409) into 'Nicht
 *   gesendet' with the server's reason, and the mirror shows the server's selection again.
 *
 * The devices are Dexie databases in fake-indexeddb speaking the sync protocol over the app's
 * inject (no worker: replayOutbox and pull are what the sync worker runs).
 */
import 'fake-indexeddb/auto';
import readXlsxFile from 'read-excel-file/universal';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../src/contract/constants';
import {
  IEC_SELECTION_FEED_ID,
  iecSubstanceListSchema,
  type IecSubstanceRecord,
} from '../../src/contract/iec';
import { SyncEntity } from '../../src/contract/sync';
import { KundencenterDb } from '../../src/db/KundencenterDb';
import { OutboxState } from '../../src/db/outboxState';
import { pull } from '../../src/sync/pull';
import { replayOutbox } from '../../src/sync/replayOutbox';
import type { SyncApi, SyncResponse } from '../../src/sync/SyncApi';
import { renderIecDocumentFromMirror } from '../../src/workers/iecDocumentsFromMirror';
import { iecSelectionActions } from '../../src/app/offline/iecSelection';
import { pdfText } from '../../server/testing/pdf';
import { signIn, type TestAgent } from '../../server/testing/session';
import { createTestApp, type TestApp } from '../../server/testing/testApp';
import { testDatabases } from '../../server/testing/testDatabases';

// The page's side without a worker or a signed-in session: actions land in the mirror named here.
const device = vi.hoisted(() => ({ db: null as KundencenterDb | null }));
vi.mock('../../src/workers/syncClient', () => ({ kickSync: () => undefined, vaultWorker: () => undefined }));
vi.mock('../../src/app/offline/syncSession', () => ({
  mirror: () => {
    if (!device.db) throw new Error('no device');
    return device.db;
  },
}));

/** The sync protocol over the app's inject, as the user's agent (cookie and XSRF header). */
function agentApi(agent: TestAgent): SyncApi {
  const answer = (response: Awaited<ReturnType<TestAgent['get']>>): SyncResponse => {
    let body: unknown = null;
    try {
      body = response.body ? JSON.parse(response.body) : null;
    } catch {
      body = null;
    }
    return {
      status: response.statusCode,
      headers: {
        get: (name) => {
          const value = response.headers[name.toLowerCase()];
          return value === undefined ? null : String(value);
        },
      },
      body,
    };
  };
  return {
    get: async (path) => answer(await agent.get(path)),
    send: async (method, path, body, headers) =>
      answer(await agent.request({ method, url: path, headers, payload: body as object | undefined })),
  };
}

let deviceCount = 0;
async function openDevice(name = `kundencenter-iec-${++deviceCount}-${crypto.randomUUID()}`) {
  const db = new KundencenterDb(name);
  await db.open();
  return db;
}

const selectedOn = async (db: KundencenterDb) =>
  (await db.iecSelection.get(IEC_SELECTION_FEED_ID))?.substance_ids;

describe.each(testDatabases())('the iEC tool on the device and on the server, on $kind', (testDatabase) => {
  let t: TestApp;
  let weber: TestAgent;
  let labor: TestAgent;
  let substances: IecSubstanceRecord[];
  /** The name the device knows (GET /api/config, remembered in localStorage), as the server draws it. */
  let labName: string;
  const named = (name: string) => {
    const found = substances.find((item) => item.name.de === name);
    if (!found) throw new Error(`no demo substance ${name}`);
    return found.id;
  };

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    weber = await signIn(t, 'dr.weber');
    labor = await signIn(t, 'labor');
    substances = iecSubstanceListSchema.parse((await weber.get('/api/iec/substances')).json()).data;
    labName = (await weber.get('/api/config')).json().labName as string;
  });
  afterAll(() => t?.close());
  beforeEach(() => t.clock.advance(1_000));

  describe.each<Locale>(['de', 'en'])('documents in %s', (locale) => {
    // Three substances from two groups, plus one of a third group with sources, in picking order.
    const ids = () => [named('Glyphosat'), named('Quecksilber'), named('Blei'), named('Bisphenol A')];

    it('the device draws the same PDF as the server, byte for byte at the same instant', async () => {
      const db = await openDevice();
      await pull(db, agentApi(weber));
      const response = await weber.post(
        '/api/iec/results/generate',
        { substance_ids: ids() },
        { 'accept-language': locale },
      );
      expect(response.statusCode, response.body).toBe(200);
      const server = new Uint8Array(response.rawPayload);
      const file = await renderIecDocumentFromMirror(db, {
        format: 'pdf',
        substanceIds: ids(),
        locale,
        labName,
        createdAt: t.clock.now(),
      });
      expect(file.type).toBe(response.headers['content-type']);
      expect(response.headers['content-disposition']).toContain(`filename="${file.fileName}"`);
      const text = await pdfText(file.bytes);
      expect(text).toBe(await pdfText(server));
      expect(text).toContain(locale === 'de' ? 'Quecksilber' : 'Mercury');
      expect(Buffer.from(file.bytes).equals(Buffer.from(server))).toBe(true);
      db.close();
    });

    it('the device writes the same workbook as the server, row for row', async () => {
      const db = await openDevice();
      await pull(db, agentApi(weber));
      const response = await weber.post(
        '/api/iec/results/excel',
        { substance_ids: ids() },
        { 'accept-language': locale },
      );
      expect(response.statusCode, response.body).toBe(200);
      const file = await renderIecDocumentFromMirror(db, {
        format: 'xlsx',
        substanceIds: ids(),
        locale,
        labName,
        createdAt: t.clock.now(),
      });
      expect(file.type).toBe(response.headers['content-type']);
      expect(response.headers['content-disposition']).toContain(`filename="${file.fileName}"`);
      const server = await readXlsxFile(new Uint8Array(response.rawPayload).buffer);
      const mine = await readXlsxFile(new Uint8Array(file.bytes).buffer);
      expect(mine).toEqual(server);
      expect(mine[0]?.data.length).toBeGreaterThan(ids().length);
      db.close();
    });
  });

  describe('the selection', () => {
    it('survives a reload of the device, reaches the server and follows the doctor to a second device', async () => {
      const api = agentApi(weber);
      const name = `kundencenter-iec-reload-${crypto.randomUUID()}`;
      device.db = await openDevice(name);
      await pull(device.db, api);
      const picked = [named('Glyphosat'), named('Quecksilber'), named('Blei')];

      // Offline: the action is queued and shown at once.
      await iecSelectionActions.replace(picked);
      expect(await selectedOn(device.db)).toEqual(picked);

      // A reload: the page's connection is gone; a new one finds the selection and its queued action.
      device.db.close();
      device.db = await openDevice(name);
      expect(await selectedOn(device.db)).toEqual(picked);
      expect(await device.db.outbox.where('entity').equals(SyncEntity.iecSelection).count()).toBe(1);

      // Online again: the worker replays and pulls.
      await replayOutbox(device.db, api, { getXsrfToken: () => null });
      await pull(device.db, api);
      expect((await weber.get('/api/iec/selection')).json().data.substance_ids).toEqual(picked);
      expect(await selectedOn(device.db)).toEqual(picked);

      // A second device of the same doctor sees it after its first sync, and its change comes back.
      const laptop = await openDevice();
      await pull(laptop, api);
      expect(await selectedOn(laptop)).toEqual(picked);
      const phone = device.db;
      device.db = laptop;
      await iecSelectionActions.toggle(named('Blei'));
      await replayOutbox(laptop, api, { getXsrfToken: () => null });
      await pull(phone, api);
      expect(await selectedOn(phone)).toEqual(picked.slice(0, 2));

      device.db = null;
      phone.close();
      laptop.close();
    });

    it('ends a queued selection naming a substance deleted meanwhile in "Nicht gesendet", the mirror showing the server selection', async () => {
      const api = agentApi(weber);
      const created = await labor.post('/api/iec/substances', {
        group_id: substances[0]?.group_id,
        name: { de: 'Kurzlebige Testsubstanz', en: 'Short-lived test substance' },
        synonyms: [],
        cas: null,
        info: { de: 'Wird gleich gelöscht.', en: 'Deleted in a moment.' },
        source_ids: [],
      });
      expect(created.statusCode, created.body).toBe(201);
      const doomed = created.json().data.id as number;
      const kept = [named('Zink')];
      expect((await weber.put('/api/iec/selection', { substance_ids: kept })).statusCode).toBe(200);
      device.db = await openDevice();
      await pull(device.db, api);
      expect(await selectedOn(device.db)).toEqual(kept);

      // Offline, the doctor adds the new substance; meanwhile the laboratory deletes it.
      await iecSelectionActions.toggle(doomed);
      expect(await selectedOn(device.db)).toEqual([...kept, doomed]);
      expect((await labor.delete(`/api/iec/substances/${doomed}`)).statusCode).toBe(204);

      const result = await replayOutbox(device.db, api, { getXsrfToken: () => null });
      expect(result).toMatchObject({ rejected: 1 });
      const [refused] = await device.db.outbox.toArray();
      expect(refused).toMatchObject({ state: OutboxState.rejected, label: 'iecSelectionReplace' });
      expect(refused?.error?.message).toBe(
        'Einige ausgewählte Substanzen gibt es nicht mehr. Bitte prüfen Sie Ihre Auswahl und senden Sie sie erneut.',
      );
      await pull(device.db, api);
      expect(await selectedOn(device.db)).toEqual(kept);
      expect(await device.db.iecSubstance.get(String(doomed))).toBeUndefined();
      device.db.close();
      device.db = null;
    });
  });
});
