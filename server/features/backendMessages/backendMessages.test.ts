import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { backendMessageRecordSchema, type BackendMessageRecord } from '../../../src/contract/backendMessages';
import { RoleName } from '../../../src/contract/permissions';
import { setUserRoles } from '../system';
import { backendMessageConfirmations } from '../../platform/db/schema';
import { presenceMemberId } from '../../platform/realtime/presenceMember';
import { BACKEND_MESSAGES_CHANNEL } from '../../platform/realtime/realtime';
import { roleIdsByName } from '../../platform/auth/roleIds';
import { multipartBody } from '../../testing/multipart';
import { pdfBytes } from '../../testing/pdf';
import { userIdOf } from '../../testing/reports';
import { signIn, type TestAgent } from '../../testing/session';
import { bootstrap, pull, pullAll } from '../../testing/syncClient';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';

const DAY_MS = 86_400_000;

describe.each(testDatabases())('system messages on $kind', (testDatabase) => {
  let t: TestApp;
  let weber: TestAgent;
  let klein: TestAgent;
  let labor: TestAgent;
  let admin: TestAgent;
  let doctorRole: number;
  let labRole: number;

  const inDays = (days: number) => new Date(t.clock.now().getTime() + days * DAY_MS).toISOString();
  const create = async (fields: Partial<Record<string, unknown>> = {}) => {
    const response = await admin.post('/api/messages', {
      title: 'Wartungsfenster',
      text: 'Am Samstag ist das Kundencenter von 8 bis 10 Uhr nicht erreichbar.',
      recipient_role_id: null,
      show_until: inDays(7),
      hidden: false,
      ...fields,
    });
    expect(response.statusCode, response.body).toBe(201);
    return backendMessageRecordSchema.strict().parse(response.json().data);
  };
  const shownTo = async (agent: TestAgent) => {
    const response = await agent.get('/api/users/messages');
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as BackendMessageRecord[]).map((message) => message.id);
  };
  const confirmationsOf = (messageId: number) =>
    t.database.db
      .select()
      .from(backendMessageConfirmations)
      .where(eq(backendMessageConfirmations.messageId, messageId));
  const mirrored = async (agent: TestAgent) =>
    (await bootstrap(agent)).rows
      .filter((row) => row.entity === 'backendMessage')
      .map((row) => row.data as BackendMessageRecord);

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    weber = await signIn(t, 'dr.weber');
    klein = await signIn(t, 'dr.klein');
    labor = await signIn(t, 'labor');
    admin = await signIn(t, 'admin');
    const roles = await roleIdsByName(t.database.db);
    doctorRole = roles.get(RoleName.doctor) ?? 0;
    labRole = roles.get(RoleName.lab) ?? 0;
  });
  afterAll(() => t?.close());
  beforeEach(() => t.clock.advance(1_000));

  it('lets only holders of "list backendmessages" (the admin) manage messages; doctors and the lab are refused', async () => {
    const message = await create();
    for (const agent of [weber, labor]) {
      expect((await agent.get('/api/messages')).statusCode).toBe(403);
      expect((await agent.post('/api/messages', { title: 'x', text: 'y' })).statusCode).toBe(403);
      expect((await agent.get(`/api/messages/${message.id}`)).statusCode).toBe(403);
      expect((await agent.post(`/api/messages/${message.id}`, { title: 'x' })).statusCode).toBe(403);
      expect((await agent.delete(`/api/messages/${message.id}`)).statusCode).toBe(403);
      expect((await agent.get('/api/messages/online')).statusCode).toBe(403);
    }
    const list = await admin.get('/api/messages');
    expect(list.statusCode).toBe(200);
    expect((list.json().data as BackendMessageRecord[]).map((row) => row.id)).toContain(message.id);
    expect((await admin.get(`/api/messages/${message.id}`)).json().data).toMatchObject({
      title: 'Wartungsfenster',
      recipient_role: null,
      hidden: false,
    });
  });

  it("checks title, text, recipient group and show-until with messages per field, in the caller's language", async () => {
    const empty = await admin.post('/api/messages', {
      title: ' ',
      text: '',
      recipient_role_id: null,
      show_until: null,
      hidden: false,
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({
      title: ['Dies ist ein Pflichtfeld.'],
      text: ['Dies ist ein Pflichtfeld.'],
    });
    const long = await admin.post(
      '/api/messages',
      {
        title: 'x'.repeat(251),
        text: 'y'.repeat(5001),
        recipient_role_id: 999_999,
        show_until: 'morgen',
        hidden: false,
      },
      { 'accept-language': 'en' },
    );
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toMatchObject({
      title: ['Max. 250 characters.'],
      text: ['Max. 5000 characters.'],
      show_until: ['Please enter a valid date.'],
    });
    const unknownRole = await admin.post('/api/messages', {
      title: 'Hallo',
      text: 'Text',
      recipient_role_id: 999_999,
      show_until: null,
      hidden: false,
    });
    expect(unknownRole.json().errors).toEqual({
      recipient_role_id: ['Diese Empfängergruppe gibt es nicht.'],
    });
    const past = await admin.post('/api/messages', {
      title: 'Hallo',
      text: 'Text',
      recipient_role_id: null,
      show_until: inDays(-1),
      hidden: false,
    });
    expect(past.json().errors).toEqual({
      show_until: ['Das Datum „Anzeigen bis“ muss in der Zukunft liegen.'],
    });
  });

  it('shows a message for everyone to everyone, and one for the doctors only to doctors, in the API and in the change feed', async () => {
    const everyone = await create({ title: 'Für alle' });
    const doctors = await create({ title: 'Nur für Ärzte', recipient_role_id: doctorRole });
    expect(await shownTo(weber)).toEqual(expect.arrayContaining([everyone.id, doctors.id]));
    expect(await shownTo(labor)).toContain(everyone.id);
    expect(await shownTo(labor)).not.toContain(doctors.id);
    // The admin is no doctor: the banner does not show it, but the admin's mirror holds every message.
    expect(await shownTo(admin)).not.toContain(doctors.id);

    const weberIds = (await mirrored(weber)).map((row) => row.id);
    const laborIds = (await mirrored(labor)).map((row) => row.id);
    const adminIds = (await mirrored(admin)).map((row) => row.id);
    expect(weberIds).toEqual(expect.arrayContaining([everyone.id, doctors.id]));
    expect(laborIds).toContain(everyone.id);
    expect(laborIds).not.toContain(doctors.id);
    expect(adminIds).toEqual(expect.arrayContaining([everyone.id, doctors.id]));
  });

  it('says in each record whether it is addressed to the viewer, by role id: the admin mirrors a doctors-only message that is not for them', async () => {
    const doctors = await create({ title: 'Nur für Ärzte, markiert', recipient_role_id: doctorRole });
    const everyone = await create({ title: 'Für alle, markiert' });
    const flag = async (agent: TestAgent, id: number) =>
      (await mirrored(agent)).find((row) => row.id === id)?.addressed_to_viewer;
    expect(await flag(weber, doctors.id)).toBe(true);
    expect(await flag(admin, doctors.id)).toBe(false);
    expect(await flag(admin, everyone.id)).toBe(true);
    expect(await flag(labor, everyone.id)).toBe(true);
    const listed = (await admin.get('/api/messages')).json().data as BackendMessageRecord[];
    expect(listed.find((row) => row.id === doctors.id)?.addressed_to_viewer).toBe(false);
  });

  it('hides a message from everyone but the admin, and takes it out of their mirrors', async () => {
    const message = await create({ title: 'Bald verborgen' });
    const { cursor } = await bootstrap(klein);
    const hidden = await admin.post(`/api/messages/${message.id}`, {
      title: message.title,
      text: message.text,
      recipient_role_id: null,
      show_until: message.show_until,
      hidden: true,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().data.hidden).toBe(true);
    expect(await shownTo(klein)).not.toContain(message.id);
    const { changes } = await pullAll(klein, cursor);
    expect(changes).toContainEqual(
      expect.objectContaining({ entity: 'backendMessage', id: String(message.id), op: 'del' }),
    );
    expect((await mirrored(admin)).find((row) => row.id === message.id)?.hidden).toBe(true);
  });

  it('moves a message to another role: the old recipients lose it in the feed, the new ones get it', async () => {
    const message = await create({ title: 'Wechselt die Gruppe', recipient_role_id: doctorRole });
    const weberCursor = (await bootstrap(weber)).cursor;
    const laborCursor = (await bootstrap(labor)).cursor;
    const moved = await admin.post(`/api/messages/${message.id}`, {
      title: message.title,
      text: message.text,
      recipient_role_id: labRole,
      show_until: message.show_until,
      hidden: false,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.recipient_role).toBe(RoleName.lab);
    expect((await pullAll(weber, weberCursor)).changes).toContainEqual(
      expect.objectContaining({ entity: 'backendMessage', id: String(message.id), op: 'del' }),
    );
    expect((await pullAll(labor, laborCursor)).changes).toContainEqual(
      expect.objectContaining({ entity: 'backendMessage', id: String(message.id), op: 'put' }),
    );
  });

  it("acknowledges per user and idempotently; only that user's scope hears of it", async () => {
    const message = await create({ title: 'Bitte bestätigen' });
    const kleinCursor = (await bootstrap(klein)).cursor;
    const weberCursor = (await bootstrap(weber)).cursor;

    const publish = vi.spyOn(t.app.realtime, 'publish');
    const first = await weber.post(`/api/users/messages/${message.id}/read`);
    expect(first.statusCode, first.body).toBe(204);
    await vi.waitFor(() =>
      expect(publish).toHaveBeenCalledWith(
        expect.objectContaining({
          channels: [BACKEND_MESSAGES_CHANNEL],
          event: 'ConfirmBackendMessage',
          data: expect.objectContaining({ id: message.id }) as unknown,
        }),
      ),
    );
    publish.mockRestore();
    expect((await weber.post(`/api/users/messages/${message.id}/read`)).statusCode).toBe(204);

    expect(await shownTo(weber)).not.toContain(message.id);
    expect(await shownTo(klein)).toContain(message.id);
    const weberChanges = (await pullAll(weber, weberCursor)).changes.filter(
      (c) => c.entity === 'backendMessage',
    );
    expect(weberChanges).toEqual([
      expect.objectContaining({
        id: String(message.id),
        op: 'put',
        data: expect.objectContaining({ confirmed_at: expect.any(String) }),
      }),
    ]);
    const kleinChanges = (await pullAll(klein, kleinCursor)).changes.filter(
      (c) => c.entity === 'backendMessage',
    );
    expect(kleinChanges).toEqual([]);
  });

  it("answers the spec's GET acknowledge only with the XSRF token; a message not addressed to the caller is not acknowledged", async () => {
    const message = await create({ title: 'Per GET bestätigt' });
    const noToken = await weber.request({ method: 'GET', url: `/api/users/messages/${message.id}/read` });
    expect(noToken.statusCode).toBe(419);
    const withToken = await weber.request({
      method: 'GET',
      url: `/api/users/messages/${message.id}/read`,
      headers: { 'x-xsrf-token': decodeURIComponent(weber.xsrfToken ?? '') },
    });
    expect(withToken.statusCode).toBe(204);
    const forDoctors = await create({ recipient_role_id: doctorRole });
    // Nothing to acknowledge for the lab: 204 (as for a deleted message), and nothing is written.
    expect((await labor.post(`/api/users/messages/${forDoctors.id}/read`)).statusCode).toBe(204);
    expect(await confirmationsOf(forDoctors.id)).toEqual([]);
  });

  it('answers 204 to an acknowledgement of a message deleted meanwhile (queued offline): what the user wanted holds', async () => {
    const message = await create({ title: 'Gleich gelöscht' });
    expect((await admin.delete(`/api/messages/${message.id}`)).statusCode).toBe(204);
    const late = await klein.post(`/api/users/messages/${message.id}/read`);
    expect(late.statusCode, late.body).toBe(204);
    expect(await confirmationsOf(message.id)).toEqual([]);
  });

  it('stops showing a message once its show-until date has passed', async () => {
    // Twenty minutes: a day would also end every session of the suite (idle timeout 60 min).
    const message = await create({ title: 'Nur noch kurz', show_until: inDays(20 / 1440) });
    expect(await shownTo(klein)).toContain(message.id);
    t.clock.advance(20 * 60_000 + 1_000);
    expect(await shownTo(klein)).not.toContain(message.id);
  });

  it('announces new, changed, hidden and deleted messages on the Backend.Messages presence channel', async () => {
    const publish = vi.spyOn(t.app.realtime, 'publish');
    const message = await create({ title: 'Ereignisse' });
    const fields = {
      title: 'Ereignisse',
      text: message.text,
      recipient_role_id: null,
      show_until: message.show_until,
    };
    await admin.post(`/api/messages/${message.id}`, { ...fields, hidden: false });
    await admin.post(`/api/messages/${message.id}`, { ...fields, hidden: true });
    expect((await admin.delete(`/api/messages/${message.id}`)).statusCode).toBe(204);
    for (const event of [
      'NewBackendMessage',
      'UpdateBackendMessage',
      'HideBackendMessage',
      'DeleteBackendMessage',
    ]) {
      await vi.waitFor(() =>
        expect(publish).toHaveBeenCalledWith(
          expect.objectContaining({
            channels: [BACKEND_MESSAGES_CHANNEL],
            event,
            data: expect.objectContaining({ id: message.id, version: expect.any(Number) }) as unknown,
          }),
        ),
      );
    }
    publish.mockRestore();
    expect((await admin.get(`/api/messages/${message.id}`)).statusCode).toBe(404);
  });

  describe('attachments', () => {
    const upload = (files: Parameters<typeof multipartBody>[0], fields: Record<string, string> = {}) => {
      const { payload, headers } = multipartBody(files, {
        title: 'Mit Anhang',
        text: 'Siehe Anhang.',
        recipient_role_id: '',
        show_until: '',
        hidden: 'false',
        ...fields,
      });
      return admin.request({ method: 'POST', url: '/api/messages', payload, headers });
    };
    const flyer = pdfBytes('Abholzeiten Kurierdienst Sonderaktion');

    it('refuses files that are not an allowed type by their bytes, naming each file', async () => {
      const exe = Buffer.from('MZ\x90\x00 not a document');
      const renamed = await upload([
        { field: 'files', filename: 'flyer.pdf', bytes: exe },
        { field: 'files', filename: 'flyer.png', bytes: flyer },
      ]);
      expect(renamed.statusCode, renamed.body).toBe(422);
      expect(renamed.json().errors).toEqual({
        'files.0': ['Erlaubt sind PDF, PNG, JPEG, GIF sowie Word-, Excel- und PowerPoint-Dateien.'],
        'files.1': ['Erlaubt sind PDF, PNG, JPEG, GIF sowie Word-, Excel- und PowerPoint-Dateien.'],
      });
    });

    it('refuses a file past 10 MB the moment it passes the limit, naming it', async () => {
      const response = await upload([
        { field: 'files', filename: 'flyer.pdf', bytes: flyer },
        {
          field: 'files',
          filename: 'big.pdf',
          bytes: Buffer.concat([flyer, Buffer.alloc(10 * 1024 * 1024)]),
        },
      ]);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors).toEqual({ 'files.1': ['Die Datei ist größer als 10 MB.'] });
    });

    it('stores attachments encrypted and hands them out only through a valid signed URL to those who see the message', async () => {
      const before = new Set(await readdir(t.config.filesDir).catch(() => []));
      const created = await upload([{ field: 'files', filename: 'Abholzeiten Ä.pdf', bytes: flyer }], {
        recipient_role_id: String(doctorRole),
      });
      expect(created.statusCode, created.body).toBe(201);
      const message = backendMessageRecordSchema.parse(created.json().data);
      const [file] = message.files;
      expect(file).toMatchObject({
        original_name: 'Abholzeiten Ä.pdf',
        mime: 'application/pdf',
        size: flyer.length,
      });
      const added = (await readdir(t.config.filesDir)).filter((name) => !before.has(name));
      expect(added).toHaveLength(1);
      // The record names the file by an opaque value, never its key on disk.
      expect(file?.name).toMatch(/^[0-9a-f-]{36}$/);
      expect(added[0]).not.toContain(file?.name);
      expect(JSON.stringify(message)).not.toContain((added[0] ?? '').split('.')[0]);
      const onDisk = await readFile(join(t.config.filesDir, added[0] ?? ''));
      expect(onDisk.includes(Buffer.from('Abholzeiten'))).toBe(false);
      expect(onDisk.includes(Buffer.from('%PDF'))).toBe(false);

      const signed = await weber.get(`/api/files/${file?.id}`);
      expect(signed.statusCode, signed.body).toBe(200);
      const url = signed.json().url as string;
      const download = await weber.get(url);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(flyer)).toBe(true);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['cache-control']).toBe('no-store');
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename="Abholzeiten _.pdf"; filename*=UTF-8''Abholzeiten%20%C3%84.pdf`,
      );

      // Tampered, missing or expired signatures are refused.
      expect((await weber.get(url.replace(/signature=[^&]+/, 'signature=AAAA'))).statusCode).toBe(403);
      expect((await weber.get(`/api/files/${file?.id}/download`)).statusCode).toBe(403);
      const otherFile = url.replace(`/api/files/${file?.id}/`, `/api/files/${(file?.id ?? 0) + 1}/`);
      expect((await weber.get(otherFile)).statusCode).toBe(403);
      // Labor is no doctor: the message is not theirs, nor is its file, signed URL or not.
      expect((await labor.get(`/api/files/${file?.id}`)).statusCode).toBe(404);
      expect((await labor.get(url)).statusCode).toBe(404);
      t.clock.advance(121_000);
      expect((await weber.get(url)).statusCode).toBe(403);

      // Once hidden, a fresh URL is not handed out and an old one opens nothing.
      const fresh = (await weber.get(`/api/files/${file?.id}`)).json().url as string;
      const hidden = await admin.post(`/api/messages/${message.id}`, {
        title: message.title,
        text: message.text,
        recipient_role_id: doctorRole,
        show_until: null,
        hidden: true,
      });
      expect(hidden.statusCode, hidden.body).toBe(200);
      expect((await weber.get(fresh)).statusCode).toBe(404);
      expect((await weber.get(`/api/files/${file?.id}`)).statusCode).toBe(404);
      // The admin still reaches it.
      expect(
        (await admin.get((await admin.get(`/api/files/${file?.id}`)).json().url as string)).statusCode,
      ).toBe(200);
    });

    it('takes a text of 5000 characters in a multipart body, multi-byte ones too (the route raises its field limit)', async () => {
      const created = await upload([], { text: 'ä'.repeat(5000) });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().data.text).toHaveLength(5000);
    });

    it('answers 404, not 500, when an attachment is missing on disk', async () => {
      const before = new Set(await readdir(t.config.filesDir).catch(() => []));
      const created = await upload([{ field: 'files', filename: 'verloren.pdf', bytes: flyer }]);
      expect(created.statusCode, created.body).toBe(201);
      const [file] = backendMessageRecordSchema.parse(created.json().data).files;
      const added = (await readdir(t.config.filesDir)).filter((name) => !before.has(name));
      await rm(join(t.config.filesDir, added[0] ?? ''));
      const url = (await klein.get(`/api/files/${file?.id}`)).json().url as string;
      expect((await klein.get(url)).statusCode).toBe(404);
    });

    it('removes an attachment from disk when the admin removes it or deletes the message', async () => {
      const created = await upload([
        { field: 'files', filename: 'a.pdf', bytes: flyer },
        { field: 'files', filename: 'b.pdf', bytes: flyer },
      ]);
      const message = backendMessageRecordSchema.parse(created.json().data);
      const count = async () => (await readdir(t.config.filesDir)).length;
      const before = await count();
      const [first] = message.files;
      const { payload, headers } = multipartBody([], {
        title: message.title,
        text: message.text,
        recipient_role_id: '',
        show_until: '',
        hidden: 'false',
        remove_file_ids: String(first?.id),
      });
      const edited = await admin.request({
        method: 'POST',
        url: `/api/messages/${message.id}`,
        payload,
        headers,
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().data.files.map((f: { original_name: string }) => f.original_name)).toEqual([
        'b.pdf',
      ]);
      expect(await count()).toBe(before - 1);
      expect((await admin.delete(`/api/messages/${message.id}`)).statusCode).toBe(204);
      expect(await count()).toBe(before - 2);
    });
  });

  it('tells the admin who is online on Backend.Messages, by name and roles, and no one else', async () => {
    const weberId = await userIdOf(t.database.db, 'dr.weber');
    const secret = t.app.realtime.credentials.secret;
    const members = vi
      .spyOn(t.app.realtime, 'presenceMemberIds')
      .mockResolvedValue([presenceMemberId(secret, BACKEND_MESSAGES_CHANNEL, weberId), 'someone-unknown']);
    const online = await admin.get('/api/messages/online');
    members.mockRestore();
    expect(online.statusCode, online.body).toBe(200);
    expect(online.json().data).toEqual([
      { uuid: expect.any(String), name: 'Katharina Weber', roles: [RoleName.doctor] },
    ]);
  });

  it("a role change resets the user's mirror, which then holds the messages of the new role", async () => {
    const forLab = await create({ title: 'Nur fürs Labor', recipient_role_id: labRole });
    const { cursor } = await bootstrap(klein);
    const kleinId = await userIdOf(t.database.db, 'dr.klein');
    await setUserRoles(t.database.db, kleinId, [doctorRole, labRole]);
    expect(await pull(klein, cursor)).toEqual({ reset: true });
    expect((await mirrored(klein)).map((row) => row.id)).toContain(forLab.id);
    await setUserRoles(t.database.db, kleinId, [doctorRole]);
  });
});
