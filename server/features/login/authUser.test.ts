import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUserSchema } from '../../../src/contract/authUser';
import {
  DOCTOR_PERMISSIONS,
  LAB_PERMISSIONS,
  Permission,
  ROLE_PERMISSIONS,
  RoleName,
} from '../../../src/contract/permissions';
import type { App } from '../../app';
import { permissions, rolePermissions, userRoles, users } from '../../platform/db/schema';
import { DEMO_PASSWORDS } from '../../seed/demoCredentials';
import { guest, signIn } from '../../testing/session';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { access } from '../../platform/auth/routeAccess';

/** Routes only this test has: one behind a gate, one for administrators. */
function addProbeRoutes(app: App): void {
  app.get('/api/probe/upload', { config: access('full', { gate: Permission.uploadReports }) }, async () => ({
    ok: true,
  }));
  app.get('/api/probe/admin', { config: access('full', { admin: true }) }, async () => ({ ok: true }));
}

const sorted = (values: readonly string[]) => [...values].sort();

describe.each(testDatabases())('the signed-in user on $kind', (testDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testDatabase, { routes: addProbeRoutes });
  });
  afterAll(() => t?.close());

  describe('GET /api/auth/user', () => {
    it('answers the user in data, exactly as the contract describes it', async () => {
      const agent = await signIn(t, 'dr.weber');
      const response = await agent.get('/api/auth/user');
      expect(response.statusCode).toBe(200);
      const user = authUserSchema.strict().parse(response.json().data);
      expect(user).toMatchObject({
        username: 'dr.weber',
        anrede: 'Frau',
        titel: 'Dr. med.',
        nachname: 'Weber',
        lis_id: 'A-100483',
        language: 'de',
        roles: ['Arzt'],
        twoFactorType: 'app',
        twoFactorSecret: true,
        twoFactorAuthenticated: true,
      });
      expect(sorted(user.permissions)).toEqual(sorted(DOCTOR_PERMISSIONS));
      for (const field of ['twoFactorConfirmedAt', 'loginCredentialsSetAt', 'emailVerifiedAt'] as const) {
        expect(new Date(user[field] ?? '').toISOString()).toBe(user[field]);
      }
      expect(response.body).not.toMatch(/password|recovery|argon2/i);
    });

    it('answers 401 without a signed-in user', async () => {
      const anonymous = await t.app.inject('/api/auth/user');
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Sie sind nicht angemeldet.' });
      expect((await (await guest(t.app)).get('/api/auth/user')).statusCode).toBe(401);
    });
  });

  describe('GET /api/abilities', () => {
    it.each([
      ['admin', ROLE_PERMISSIONS[RoleName.admin]],
      ['labor', LAB_PERMISSIONS],
      ['dr.klein', DOCTOR_PERMISSIONS],
    ] as const)('lists the permissions of the roles of %s', async (username, expected) => {
      const agent = await signIn(t, username);
      const response = await agent.get('/api/abilities');
      expect(response.statusCode).toBe(200);
      expect(sorted(response.json().data)).toEqual(sorted(expected));
    });

    it('does not give a doctor "upload reports"', async () => {
      const agent = await signIn(t, 'dr.weber');
      expect((await agent.get('/api/abilities')).json().data).not.toContain(Permission.uploadReports);
    });

    it('answers 401 to a guest', async () => {
      expect((await t.app.inject('/api/abilities')).statusCode).toBe(401);
    });
  });

  describe('route gates', () => {
    it('refuses a gated route with 403 to a user without the permission', async () => {
      const doctor = await signIn(t, 'dr.weber');
      const response = await doctor.get('/api/probe/upload');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'Sie haben nicht die benötigte Berechtigung für diese Aktion.',
      });
      expect((await (await signIn(t, 'labor')).get('/api/probe/upload')).statusCode).toBe(200);
    });

    it('opens an admin route to the role Admin only', async () => {
      expect((await (await signIn(t, 'labor')).get('/api/probe/admin')).statusCode).toBe(403);
      expect((await (await signIn(t, 'admin')).get('/api/probe/admin')).statusCode).toBe(200);
    });

    it('answers 401 before the second factor is passed, even with the permission', async () => {
      const agent = await guest(t.app);
      await agent.post('/login', { username: 'labor', password: DEMO_PASSWORDS.labor });
      expect((await agent.get('/api/probe/upload')).statusCode).toBe(401);
    });

    it('counts a withdrawn permission, a removed role and a lock on the next request of an open session, once the auth cache heard of it', async () => {
      const { db } = t.database;
      // A change made in the database, not through a request of this app: the next request counts
      // it once its notification reached the auth cache (fence: at once on PGlite, within the
      // notification's delivery on PostgreSQL).
      const heard = () => t.app.authListener.fence();
      const agent = await signIn(t, 'labor');
      expect((await agent.get('/api/probe/upload')).statusCode).toBe(200);
      const [grant] = await db
        .select({ roleId: rolePermissions.roleId, permissionId: rolePermissions.permissionId })
        .from(rolePermissions)
        .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
        .innerJoin(userRoles, eq(userRoles.roleId, rolePermissions.roleId))
        .innerJoin(users, eq(users.id, userRoles.userId))
        .where(and(eq(users.username, 'labor'), eq(permissions.name, Permission.uploadReports)));
      if (!grant) throw new Error('labor holds no upload permission');
      const [laborRow] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'labor'));
      if (!laborRow) throw new Error('no labor');
      const labor = laborRow.id;
      const grantOf = and(
        eq(rolePermissions.roleId, grant.roleId),
        eq(rolePermissions.permissionId, grant.permissionId),
      );
      try {
        await db.delete(rolePermissions).where(grantOf);
        await heard();
        expect((await agent.get('/api/probe/upload')).statusCode).toBe(403);
        expect((await agent.get('/api/abilities')).json().data).not.toContain(Permission.uploadReports);
        await db.insert(rolePermissions).values(grant);
        await heard();
        expect((await agent.get('/api/probe/upload')).statusCode).toBe(200);

        const held = await db.select().from(userRoles).where(eq(userRoles.userId, labor));
        await db.delete(userRoles).where(eq(userRoles.userId, labor));
        await heard();
        try {
          expect((await agent.get('/api/probe/upload')).statusCode).toBe(403);
          expect((await agent.get('/api/auth/user')).json().data.roles).toEqual([]);
        } finally {
          await db.insert(userRoles).values(held);
          await heard();
        }
        expect((await agent.get('/api/probe/upload')).statusCode).toBe(200);

        await db.update(users).set({ lockedAt: t.clock.now() }).where(eq(users.id, labor));
        await heard();
        expect((await agent.get('/api/probe/upload')).statusCode).toBe(401);
      } finally {
        await db.insert(rolePermissions).values(grant).onConflictDoNothing();
        await db.update(users).set({ lockedAt: null }).where(eq(users.id, labor));
        await heard();
      }
      // The lock ended the session for good: unlocking does not bring it back.
      expect((await agent.get('/api/probe/upload')).statusCode).toBe(401);
    });

    it('refuses a route of the full level with 403 while onboarding is unfinished', async () => {
      await t.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.username, 'labor'));
      try {
        const agent = await signIn(t, 'labor');
        expect((await agent.get('/api/probe/upload')).statusCode).toBe(403);
        expect((await agent.get('/api/auth/user')).json().data.emailVerifiedAt).toBeNull();
      } finally {
        await t.database.db
          .update(users)
          .set({ emailVerifiedAt: t.clock.now() })
          .where(eq(users.username, 'labor'));
      }
    });
  });
});
