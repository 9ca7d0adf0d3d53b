import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { createLogger } from './logger';
import { loggableError } from './loggableError';

const PATIENT = 'Mustermann-Wiesenthal';

describe('logging a failed request', () => {
  it("keeps a database error's code and constraint but never its message, detail or parameters", () => {
    const driverError = Object.assign(
      new Error('duplicate key value violates unique constraint "users_username_unique"'),
      {
        name: 'error',
        severity: 'ERROR',
        code: '23505',
        constraint: 'users_username_unique',
        detail: 'Key (lower(email))=(k.weber@praxis.example.org) already exists.',
        where: 'SQL statement',
      },
    );
    const wrapped = Object.assign(new Error(`Failed query: insert ...\nparams: Weber,Katharina`), {
      query: 'insert ...',
      params: ['Weber', 'Katharina'],
      cause: driverError,
    });
    const logged = loggableError(wrapped);
    expect(logged).toMatchObject({ code: '23505', constraint: 'users_username_unique' });
    expect(JSON.stringify(logged)).not.toMatch(/k\.weber|Katharina|Weber|already exists|params/);
  });

  it('keeps the message of an error that did not come from the database', () => {
    expect(loggableError(new TypeError('x is not a function'))).toMatchObject({
      type: 'TypeError(TypeError)',
      message: 'x is not a function',
    });
  });
});

describe.each(testDatabases())('the server log on $kind', (testDatabase) => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    t = await createTestApp(testDatabase, {
      seed: false,
      logger: createLogger({ logLevel: 'info' }, sink),
      routes: (app) =>
        // A search whose parameter the database refuses: both drizzle's message (with the
        // parameters) and PostgreSQL's own ('invalid input syntax ... "<value>"') quote the name.
        app.get('/probe/patient-search', async () => t.database.db.execute(sql`select ${PATIENT}::int`)),
    });
  });
  afterAll(() => t?.close());

  it('logs a database failure with its SQL state and route, but not the patient name it was given', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/probe/patient-search' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(response.body).not.toContain(PATIENT);
    const log = lines.join('');
    expect(log).toContain('"code":"22P02"');
    expect(log).toContain('/probe/patient-search');
    expect(log).toContain('"reqId"');
    expect(log).not.toContain(PATIENT);
  });
});
