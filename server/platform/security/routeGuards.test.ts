/**
 * Every route the app registers (its own route table, http/routeTable.ts), checked from the
 * outside the way an attacker would, so a route added later is covered without this file being
 * edited:
 * - an anonymous caller (with a session and XSRF token, so only access can refuse) gets 401 on
 *   every route not declared guest;
 * - a caller whose second factor is still pending gets 401 on every route above 'signedIn';
 * - every fully signed-in demo caller who lacks the route's gate (or the admin role) gets 403;
 *   a caller who holds it but has not confirmed the password gets 423 where that is declared;
 * - a fully signed-in caller who passes the route's access sends hostile input (wrong types, NUL
 *   characters, 1 MB strings, absurd nesting, broken JSON, odd path parameters; bodies under an
 *   Idempotency-Key) and never gets a 5xx, and every 4xx comes as `{message}`. NUL characters in
 *   otherwise valid bodies, which reach the database, are nulBytes.test.ts's;
 * - every route refuses a request addressed to a foreign Host (DNS rebinding) with 421, and answers
 *   a path that does not %-decode (400), an over-long path parameter (414) and a URL over Node's
 *   header limit (431, on a real socket) in the app's shape, FHIR's under /fhir (issue 26).
 * The gates come from the routes' own declarations (routeAccess.ts); the callers' permissions
 * from the database. Runs on one database (oneTestDatabase): it checks the app, not the database.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Permission } from '../../../src/contract/permissions';
import { GLOBAL_SEARCH_PERMISSION } from '../../../src/contract/search';
import { IDEMPOTENCY_KEY_HEADER } from '../../../src/contract/sync';
import { isAdmin, holdsPermission } from '../auth/accessLevels';
import { loadAuthenticatedUser } from '../auth/authenticatedUser';
import type { AuthenticatedUser, RouteAccess } from '../auth/authTypes';
import { setUserRoles } from '../../features/system';
import { users } from '../db/schema';
import type { RegisteredRoute } from '../http/routeTable';
import { DEMO_PASSWORDS, type DemoAccount } from '../../seed/demoCredentials';
import { rawHttp, rawRequest } from '../../testing/rawHttp';
import { guest, signIn, type TestAgent } from '../../testing/session';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { oneTestDatabase } from '../../testing/testDatabases';

const testDatabase = oneTestDatabase();
const MINUTE_MS = 60_000;
const ONE_MB = 'x'.repeat(1_000_000);
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Caller {
  name: DemoAccount;
  agent: TestAgent;
  user: AuthenticatedUser;
}

const describeRoute = (route: RegisteredRoute) => `${route.method} ${route.url}`;

/** The agent echoes the XSRF token on writes; a GET declared csrf 'always' needs it too. */
const csrfHeaders = (agent: TestAgent, route: RegisteredRoute): Record<string, string> =>
  route.csrf === 'always' && agent.xsrfToken ? { 'x-xsrf-token': decodeURIComponent(agent.xsrfToken) } : {};

/** The route's URL with every path parameter set to `value`. */
const urlOf = (route: RegisteredRoute, value = '1') =>
  route.url.replace(/:\w+(\([^)]*\))?/g, () => encodeURIComponent(value));

function passes(access: RouteAccess, user: AuthenticatedUser): boolean {
  if (access.admin && !isAdmin(user)) return false;
  return !access.gate || holdsPermission(user, access.gate);
}

/** Nested `depth` levels deep as raw JSON, without building (or recursing over) an object. */
const deepJson = (depth: number) => `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`;

function hostileBodies(route: RegisteredRoute): { name: string; payload: string; type: string }[] {
  const fields = route.bodyFields.length > 0 ? route.bodyFields : ['name', 'text', 'id'];
  const every = (value: unknown) => JSON.stringify(Object.fromEntries(fields.map((field) => [field, value])));
  const json = 'application/json';
  return [
    { name: 'numbers for every field', payload: every(12345), type: json },
    { name: 'objects for every field', payload: every({ nested: [1, 'x'] }), type: json },
    { name: 'arrays for every field', payload: every(['a', 'b']), type: json },
    { name: 'booleans for every field', payload: every(true), type: json },
    { name: 'NUL in every field', payload: every('Erika\u0000Mustermann'), type: json },
    {
      name: 'a 1 MB string in every field',
      payload: JSON.stringify({ [fields[0] ?? 'x']: ONE_MB }),
      type: json,
    },
    { name: 'a body nested 100,000 deep', payload: deepJson(100_000), type: json },
    { name: 'a body nested 40 deep', payload: deepJson(40), type: json },
    { name: 'broken JSON', payload: '{"name": "Erika', type: json },
    { name: 'an array as the body', payload: '[1,2,3]', type: json },
    { name: 'a string as the body', payload: '"x"', type: json },
    { name: 'null as the body', payload: 'null', type: json },
    { name: 'an empty JSON body', payload: '', type: json },
    { name: 'a form body', payload: 'name=Erika%00', type: 'application/x-www-form-urlencoded' },
    { name: 'a multipart body without boundary', payload: '--x\r\n', type: 'multipart/form-data' },
  ];
}

function hostileQueries(route: RegisteredRoute): string[] {
  const fields = route.queryFields.length > 0 ? route.queryFields : ['search', 'page'];
  const each = (value: string) => fields.map((field) => `${field}=${value}`).join('&');
  return [
    each('%00'),
    each('Erika%00Mustermann'),
    each('x'.repeat(100_000)),
    fields.map((field) => `${field}[]=1&${field}[]=2`).join('&'),
    fields.map((field) => `${field}[a][b]=1`).join('&'),
    each('-1'),
    each('99999999999999999999999'),
  ];
}

const HOSTILE_PARAMS = ['%00', 'Erika%00', '-1', '0', '99999999999999999999', 'x'.repeat(5_000), '..%2F..'];

/** A %-sequence that does not decode (a truncated three-byte UTF-8 character). */
const BAD_PERCENT = '%E0%A4%A';
/** Over the router's maxParamLength (100). */
const LONG_PARAM = '7'.repeat(200);
/** With the request line, over Node's 16 KB header limit. */
const LONG_QUERY = `q=${'x'.repeat(20_000)}`;

/**
 * What is wrong with a refusal's shape, or null: `{message}` as JSON in the app, an
 * OperationOutcome as FHIR JSON under /fhir (issue 17).
 */
function shapeProblem(url: string, contentType: string | undefined, body: string): string | null {
  let parsed: { message?: unknown; resourceType?: unknown; issue?: unknown };
  try {
    parsed = JSON.parse(body) as typeof parsed;
  } catch {
    return `not JSON (${contentType ?? 'no content type'})`;
  }
  if (url.startsWith('/fhir/')) {
    if (!contentType?.startsWith('application/fhir+json'))
      return `${contentType ?? 'no content type'}, not FHIR`;
    return parsed.resourceType === 'OperationOutcome' && Array.isArray(parsed.issue)
      ? null
      : 'no OperationOutcome';
  }
  if (!contentType?.startsWith('application/json')) return `${contentType ?? 'no content type'}, not JSON`;
  return typeof parsed.message === 'string' ? null : 'without a message';
}

describe('every registered route, for every kind of caller', () => {
  let t: TestApp;
  let routes: RegisteredRoute[];
  let anonymous: TestAgent;
  let pending: TestAgent;
  const callers: Caller[] = [];
  let userRows: (typeof users.$inferSelect)[];

  async function fullCaller(name: DemoAccount): Promise<Caller> {
    const agent = await signIn(t, name);
    const [row] = await t.database.db.select().from(users).where(eq(users.username, name));
    const user = row && (await loadAuthenticatedUser(t.database.db, row.id));
    if (!user) throw new Error(`no demo user ${name}`);
    return { name, agent, user };
  }

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    routes = t.app.routeTable.filter((route) => route.method !== 'HEAD');
    anonymous = await guest(t.app);
    pending = await guest(t.app);
    const login = await pending.post('/login', {
      username: 'dr.weber',
      password: DEMO_PASSWORDS['dr.weber'],
    });
    expect(login.json()).toMatchObject({ two_factor: true });
    // dr.klein without any role: fully signed in, and lacking every gate.
    const [klein] = await t.database.db.select().from(users).where(eq(users.username, 'dr.klein'));
    await setUserRoles(t.database.db, klein?.id ?? 0, []);
    for (const name of ['admin', 'labor', 'dr.weber', 'dr.klein'] as const)
      callers.push(await fullCaller(name));
    userRows = await t.database.db.select().from(users);
  }, 60_000);
  afterAll(() => t?.close());

  const send = (agent: TestAgent, route: RegisteredRoute, url = urlOf(route)) =>
    agent.request({
      method: route.method,
      url,
      headers: csrfHeaders(agent, route),
      ...(BODY_METHODS.has(route.method) ? { payload: {} } : {}),
    });

  it('finds the routes in the app itself, each /api route with an access declaration', () => {
    expect(routes.length).toBeGreaterThan(50);
    const undeclared = routes.filter((route) => !route.access).map(describeRoute);
    expect(undeclared.filter((route) => / \/(api|sanctum)\//.test(route))).toEqual([]);
    // Gates and the admin role are in use, so the checks below are not vacuous.
    expect(routes.some((route) => route.access?.gate === Permission.uploadReports)).toBe(true);
  });

  it('has every ticket route of spec §7 behind full sign-in and the gate list tickets (issue 13)', () => {
    const ticketRoutes = routes
      .filter((route) => route.url.startsWith('/api/tickets') || route.url === '/api/users/employees')
      .map((route) => [describeRoute(route), route.access?.auth, route.access?.gate]);
    const expected = [
      'GET /api/tickets',
      'POST /api/tickets',
      'POST /api/tickets/recent',
      'POST /api/tickets/read',
      'GET /api/tickets/categories',
      'GET /api/tickets/statuses',
      'GET /api/tickets/priorities',
      'GET /api/tickets/:id',
      'PUT /api/tickets/:id',
      'DELETE /api/tickets/:id',
      'POST /api/tickets/:id/answer',
      'POST /api/tickets/:id/answer/read',
      'PUT /api/tickets/:id/answer/:comment',
      'DELETE /api/tickets/:id/answer/:comment',
      'GET /api/users/employees',
    ];
    expect(ticketRoutes.map(([name]) => name).sort()).toEqual(expect.arrayContaining(expected.sort()));
    for (const [name, auth, gate] of ticketRoutes) {
      expect([name, auth, gate]).toEqual([name, 'full', Permission.listTickets]);
    }
  });

  it('keeps the global search from doctors (spec §6) and lets everyone signed in search the lexicon (issue 14)', () => {
    const accessOf = (url: string) =>
      routes.find((route) => route.method === 'POST' && route.url === url)?.access;
    expect(accessOf('/api/search')).toEqual({ auth: 'full', gate: GLOBAL_SEARCH_PERMISSION });
    const weber = callers.find((caller) => caller.name === 'dr.weber');
    expect(weber && holdsPermission(weber.user, GLOBAL_SEARCH_PERMISSION)).toBe(false);
    expect(accessOf('/api/search/wiki')).toEqual({ auth: 'full' });
    expect(accessOf('/api/search/iec')).toEqual({ auth: 'full' });
  });

  it('declares the iEC routes (issue 16): reading, the selection and the documents for everyone signed in, content writes behind manage content', () => {
    const iec = routes.filter(
      (route) => /^\/api\/(iec|wiki)\//.test(route.url) || route.url === '/api/wiki/iec',
    );
    const writes = iec.filter(
      (route) =>
        route.method !== 'GET' && !/selection|results|definitions/.test(route.url) && route.method !== 'HEAD',
    );
    expect(writes.length).toBe(12);
    for (const route of writes)
      expect(route.access, describeRoute(route)).toEqual({ auth: 'full', gate: 'manage content' });
    for (const route of iec.filter((candidate) => !writes.includes(candidate))) {
      expect(route.access, describeRoute(route)).toEqual({ auth: 'full' });
    }
  });

  it('declares the system message routes for the managers of messages, and acknowledging and files for everyone signed in', () => {
    const accessOf = (method: string, url: string) =>
      routes.find((route) => route.method === method && route.url === url)?.access;
    const managed = [
      ['GET', '/api/messages'],
      ['POST', '/api/messages'],
      ['GET', '/api/messages/online'],
      ['GET', '/api/messages/:id'],
      ['POST', '/api/messages/:id'],
      ['DELETE', '/api/messages/:id'],
    ] as const;
    for (const [method, url] of managed) {
      expect(accessOf(method, url), `${method} ${url}`).toMatchObject({
        auth: 'full',
        gate: Permission.listBackendMessages,
      });
    }
    const everyone = [
      ['GET', '/api/users/messages'],
      ['GET', '/api/users/messages/:id/read'],
      ['POST', '/api/users/messages/:id/read'],
      ['GET', '/api/files/:id'],
      ['GET', '/api/files/:id/download'],
    ] as const;
    for (const [method, url] of everyone) {
      const access = accessOf(method, url);
      expect(access, `${method} ${url}`).toMatchObject({ auth: 'full' });
      expect(access?.gate, `${method} ${url}`).toBeUndefined();
    }
    const acknowledge = routes.find(
      (route) => route.method === 'GET' && route.url === '/api/users/messages/:id/read',
    );
    expect(acknowledge?.csrf).toBe('always');
  });

  it('declares the system area (issue 14): roles behind roles, permissions behind permissions, settings and system users behind access system settings', () => {
    const expected: [string, string, Permission][] = [
      ['GET', '/api/roles', Permission.roles],
      ['POST', '/api/roles', Permission.roles],
      ['GET', '/api/roles/:id', Permission.roles],
      ['PUT', '/api/roles/:id', Permission.roles],
      ['DELETE', '/api/roles/:id', Permission.roles],
      ['GET', '/api/permissions', Permission.permissions],
      ['POST', '/api/permissions', Permission.permissions],
      ['GET', '/api/permissions/:id', Permission.permissions],
      ['PUT', '/api/permissions/:id', Permission.permissions],
      ['DELETE', '/api/permissions/:id', Permission.permissions],
      ['GET', '/api/settings', Permission.accessSystemSettings],
      ['PUT', '/api/settings', Permission.accessSystemSettings],
      ['GET', '/api/system-users', Permission.accessSystemSettings],
      ['POST', '/api/system-users', Permission.accessSystemSettings],
      ['GET', '/api/system-users/:id', Permission.accessSystemSettings],
      ['PUT', '/api/system-users/:id', Permission.accessSystemSettings],
    ];
    for (const [method, url, gate] of expected) {
      const access = routes.find((route) => route.method === method && route.url === url)?.access;
      expect(access, `${method} ${url}`).toMatchObject({ auth: 'full', gate });
    }
    // The demo's staff and doctors hold none of these gates: the 403 sweep below covers them.
    for (const name of ['labor', 'dr.weber'] as const) {
      const caller = callers.find((candidate) => candidate.name === name);
      for (const [, , gate] of expected) expect(caller && holdsPermission(caller.user, gate)).toBe(false);
    }
  });

  it('declares the users and offices routes of spec §7: reading behind list doctors / list, show offices, writes for administrators and the office gates (issue 14)', () => {
    const accessOf = (method: string, url: string) =>
      routes.find((route) => route.method === method && route.url === url)?.access;
    const expected = [
      ['GET', '/api/users', Permission.listDoctors, undefined],
      ['POST', '/api/users/online', Permission.listDoctors, undefined],
      ['GET', '/api/users/:id', Permission.listDoctors, undefined],
      ['POST', '/api/users', Permission.listDoctors, true],
      ['PUT', '/api/users/:id', Permission.listDoctors, true],
      ['DELETE', '/api/users/:id', Permission.listDoctors, true],
      ['PUT', '/api/users/:id/update-lock', Permission.listDoctors, true],
      ['POST', '/api/users/invite-all', Permission.listDoctors, true],
      ['POST', '/api/users/:id/invite', Permission.listDoctors, true],
      ['POST', '/api/users/:id/reset', Permission.listDoctors, true],
      ['GET', '/api/praxen', Permission.listOffices, undefined],
      ['GET', '/api/praxen/:id', Permission.showOffices, undefined],
      ['POST', '/api/praxen', Permission.createOffices, undefined],
      ['PUT', '/api/praxen/:id', Permission.editOffices, undefined],
    ] as const;
    for (const [method, url, gate, admin] of expected) {
      const access = accessOf(method, url);
      expect(access, `${method} ${url}`).toMatchObject({ auth: 'full', gate });
      expect(access?.admin, `${method} ${url}`).toBe(admin);
    }
  });

  it('refuses an anonymous caller on every route not declared guest', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      if (!route.access || route.access.auth === 'guest') continue;
      const response = await send(anonymous, route);
      if (response.statusCode !== 401) wrong.push(`${describeRoute(route)} -> ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a caller whose second factor is pending on every route above signedIn', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const auth = route.access?.auth;
      if (auth !== 'onboarding' && auth !== 'full') continue;
      const response = await send(pending, route);
      if (response.statusCode !== 401) wrong.push(`${describeRoute(route)} -> ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses every signed-in caller who lacks the route’s gate or role with 403, and one without a recent password confirmation with 423', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const route of routes) {
      const access = route.access;
      if (!access || access.auth === 'guest') continue;
      for (const caller of callers) {
        const expected = !passes(access, caller.user) ? 403 : access.passwordConfirmed ? 423 : null;
        if (expected === null) continue;
        checked++;
        const response = await send(caller.agent, route);
        if (response.statusCode !== expected) {
          wrong.push(`${describeRoute(route)} as ${caller.name} -> ${response.statusCode}, not ${expected}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(wrong).toEqual([]);
  });

  it('never answers hostile input from an authorized caller with a 5xx; every refusal is {message} (FHIR: an OperationOutcome)', async () => {
    const failures: string[] = [];
    const check = (route: RegisteredRoute, what: string, response: LightMyRequestResponse) => {
      if (response.statusCode >= 500) {
        failures.push(`${describeRoute(route)} with ${what} -> ${response.statusCode}`);
      } else if (response.statusCode >= 400) {
        const problem = shapeProblem(route.url, response.headers['content-type']?.toString(), response.body);
        if (problem)
          failures.push(`${describeRoute(route)} with ${what} -> ${response.statusCode} ${problem}`);
      }
    };

    for (const route of routes) {
      const access = route.access ?? { auth: 'guest' as const };
      const caller = callers.find((candidate) => passes(access, candidate.user));
      if (!caller) continue;
      // A previous route may have signed the caller out (logout) or changed the account: start
      // every route from the demo accounts as seeded and a live, password-confirmed session.
      for (const row of userRows) await t.database.db.update(users).set(row).where(eq(users.id, row.id));
      if ((await caller.agent.get('/api/auth/user')).statusCode !== 200) {
        t.clock.advance(MINUTE_MS);
        caller.agent = (await fullCaller(caller.name)).agent;
      }
      await caller.agent.post('/api/user/confirm-password', { password: DEMO_PASSWORDS[caller.name] });

      if (BODY_METHODS.has(route.method)) {
        for (const body of hostileBodies(route)) {
          const response = await caller.agent.request({
            method: route.method,
            url: urlOf(route),
            payload: body.payload,
            headers: {
              'content-type': body.type,
              [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
              ...csrfHeaders(caller.agent, route),
            },
          });
          check(route, body.name, response);
        }
      }
      for (const query of hostileQueries(route)) {
        const response = await caller.agent.request({
          method: route.method,
          url: `${urlOf(route)}?${query}`,
          headers: csrfHeaders(caller.agent, route),
        });
        check(route, `query ${query.slice(0, 40)}`, response);
      }
      if (route.url.includes(':')) {
        for (const param of HOSTILE_PARAMS) {
          const response = await caller.agent.request({
            method: route.method,
            url: urlOf(route, param).replace(/%25/g, '%'),
            headers: csrfHeaders(caller.agent, route),
          });
          check(route, `path parameter ${param.slice(0, 20)}`, response);
        }
      }
    }
    expect(failures).toEqual([]);
    // Every route of every feature, each from a freshly reset account: the time grows with the
    // routes (about 0.6 s each on two shared cores), so the limit is generous.
  }, 360_000);

  it('refuses a foreign Host on every route but /healthz, and answers a URL it cannot decode or that is too long in the app’s shape (FHIR’s under /fhir), never with a 5xx', async () => {
    expect(routes.filter((route) => route.anyHost).map(describeRoute)).toEqual(['GET /healthz']);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const failures: string[] = [];
    const expectRefusal = (
      route: RegisteredRoute,
      what: string,
      expected: number | readonly number[],
      answer: { status: number; contentType: string | undefined; body: string },
    ) => {
      const name = `${describeRoute(route)} with ${what}`;
      const statuses = typeof expected === 'number' ? [expected] : expected;
      if (!statuses.includes(answer.status))
        failures.push(`${name} -> ${answer.status}, not ${statuses.join(' or ')}`);
      const problem = shapeProblem(route.url, answer.contentType, answer.body);
      if (problem) failures.push(`${name} -> ${problem}`);
      if (answer.body.includes(BAD_PERCENT) || answer.body.includes(LONG_PARAM)) {
        failures.push(`${name} repeats the URL`);
      }
    };
    const injected = async (route: RegisteredRoute, url: string, headers: Record<string, string> = {}) => {
      const response = await anonymous.request({
        method: route.method,
        url,
        headers,
        ...(BODY_METHODS.has(route.method) ? { payload: {} } : {}),
      });
      return {
        status: response.statusCode,
        contentType: response.headers['content-type']?.toString(),
        body: response.body,
      };
    };
    /** The route's URL with the first path parameter (or else the last segment) made `value`. */
    const withFirstParam = (route: RegisteredRoute, value: string) =>
      route.url.includes(':')
        ? route.url.replace(/:\w+(\([^)]*\))?/, value).replace(/:\w+(\([^)]*\))?/g, '1')
        : `${route.url.replace(/\/$/, '')}/${value}`;

    for (const route of routes) {
      if (!route.anyHost) {
        const answer = await injected(route, urlOf(route), { host: 'rebind.attacker.example' });
        expectRefusal(route, 'a foreign Host', 421, answer);
      }
      expectRefusal(
        route,
        'a bad %-encoding',
        400,
        await injected(route, withFirstParam(route, BAD_PERCENT)),
      );
      if (route.url.includes(':')) {
        const answer = await injected(route, withFirstParam(route, LONG_PARAM));
        // With the built app (dist/) a GET falls through to its wildcard route: 404, in the same shape.
        expectRefusal(
          route,
          'an over-long path parameter',
          route.method === 'GET' ? [414, 404] : 414,
          answer,
        );
      }
      const overLong = await rawHttp(
        port,
        rawRequest(route.method, `${urlOf(route)}?${LONG_QUERY}`, {
          host: `127.0.0.1:${port}`,
          'content-length': '0',
        }),
      );
      expectRefusal(route, 'a URL over the header limit', 431, overLong);
    }
    expect(failures).toEqual([]);
  }, 240_000);
});

describe('the answer to a caller who lacks the gate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testDatabase);
  });
  afterAll(() => t?.close());

  it('is 403 in the language of the interface', async () => {
    const weber = await signIn(t, 'dr.weber');
    const german = await weber.get('/api/befunde/1/audit', { 'accept-language': 'de' });
    expect(german.statusCode).toBe(403);
    expect(german.json()).toEqual({
      message: 'Sie haben nicht die benötigte Berechtigung für diese Aktion.',
    });
    const english = await weber.get('/api/befunde/1/audit', { 'accept-language': 'en' });
    expect(english.json()).toEqual({ message: 'This action is unauthorized.' });
  });
});
