import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUserSchema } from '../../../src/contract/authUser';
import { users } from '../../platform/db/schema';
import { latestOutboxMail } from '../../testing/outbox';
import { guest, signIn } from '../../testing/session';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';

describe.each(testDatabases())('profile and language on $kind', (testDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testDatabase);
  });
  afterAll(() => t?.close());

  const userRow = async (username: string) => {
    const [row] = await t.database.db.select().from(users).where(eq(users.username, username));
    if (!row) throw new Error(`no user ${username}`);
    return row;
  };

  describe('PUT /api/user/profile-information', () => {
    const profile = {
      anrede: 'Herr' as const,
      titel: 'Prof. Dr. med.',
      vorname: 'Stefan',
      nachname: 'Klein-Berger',
      email: 's.klein@internisten-schwabing.example.org',
      strasse: 'Leopoldstraße 12',
      plz: '80802',
      ort: 'München',
      phone: '+49 89 1234567',
      mobile: null,
    };

    it('saves the account details and answers the updated user', async () => {
      const agent = await signIn(t, 'dr.klein');
      const response = await agent.put('/api/user/profile-information', profile);
      expect(response.statusCode).toBe(200);
      const user = authUserSchema.parse(response.json().data);
      expect(user).toMatchObject({
        titel: 'Prof. Dr. med.',
        nachname: 'Klein-Berger',
        strasse: 'Leopoldstraße 12',
      });
      expect(user.emailVerifiedAt).not.toBeNull();
      expect((await userRow('dr.klein')).mobile).toBeNull();
    });

    it('answers 422 per field in the user language', async () => {
      const agent = await signIn(t, 'dr.klein');
      const response = await agent.put('/api/user/profile-information', {
        ...profile,
        vorname: ' ',
        email: 'kein',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        vorname: ['Dies ist ein Pflichtfeld.'],
        email: ['Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
      });
    });

    it('asks to verify a changed e-mail address again and mails the link', async () => {
      const agent = await signIn(t, 'dr.klein');
      const email = 'stefan.klein@internisten-schwabing.example.org';
      const response = await agent.put('/api/user/profile-information', { ...profile, email });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ email, emailVerifiedAt: null });
      expect((await latestOutboxMail(t.database.db, email)).subject).toContain('E-Mail-Adresse');
    });

    it('is for signed-in users only', async () => {
      const response = await (await guest(t.app)).put('/api/user/profile-information', profile);
      expect(response.statusCode).toBe(401);
    });
  });

  describe('PUT /api/users/{id}/update-language', () => {
    it('sets the own language by numeric id or by uuid; mails and messages follow it', async () => {
      const agent = await signIn(t, 'dr.weber');
      const weber = await userRow('dr.weber');
      const byId = await agent.put(`/api/users/${weber.id}/update-language`, { language: 'en' });
      expect(byId.statusCode).toBe(200);
      expect(byId.json()).toEqual({ data: { id: weber.id, uuid: weber.uuid, language: 'en' } });
      const wrong = await agent.put('/api/user/password', {
        current_password: 'x',
        password: 'x',
        password_confirmation: 'x',
      });
      expect(wrong.json().errors.password).toEqual([
        'The password must be at least 8 characters long and contain upper and lower case letters, digits and special characters.',
      ]);
      const byUuid = await agent.put(`/api/users/${weber.uuid}/update-language`, { language: 'de' });
      expect(byUuid.json().data.language).toBe('de');
    });

    it("refuses someone else's language with 403 unless an administrator asks", async () => {
      const klein = await userRow('dr.klein');
      const doctor = await signIn(t, 'dr.weber');
      const refused = await doctor.put(`/api/users/${klein.uuid}/update-language`, { language: 'en' });
      expect(refused.statusCode).toBe(403);
      expect((await userRow('dr.klein')).language).toBe('de');

      const admin = await signIn(t, 'admin');
      const allowed = await admin.put(`/api/users/${klein.id}/update-language`, { language: 'en' });
      expect(allowed.statusCode).toBe(200);
      expect((await userRow('dr.klein')).language).toBe('en');
      expect((await admin.put('/api/users/999999/update-language', { language: 'en' })).statusCode).toBe(404);
    });

    it('refuses a language that is not offered', async () => {
      const agent = await signIn(t, 'labor');
      const labor = await userRow('labor');
      const response = await agent.put(`/api/users/${labor.id}/update-language`, { language: 'fr' });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['language']);
    });
  });
});
