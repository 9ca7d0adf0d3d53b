import { describe, expect, it } from 'vitest';
import { oneTestDatabase, testDatabases } from './testDatabases';

const SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';
const kindsOf = (env: NodeJS.ProcessEnv) => testDatabases(env).map(({ kind }) => kind);

describe('the databases a test run covers', () => {
  it('is PGlite, and PostgreSQL too where a server is named', () => {
    expect(kindsOf({})).toEqual(['pglite']);
    expect(kindsOf({ TEST_DATABASE_URL: SERVER })).toEqual(['pglite', 'postgres']);
  });

  it('narrows to the kinds TEST_DATABASE_KINDS names', () => {
    expect(kindsOf({ TEST_DATABASE_URL: SERVER, TEST_DATABASE_KINDS: 'pglite' })).toEqual(['pglite']);
    expect(kindsOf({ TEST_DATABASE_URL: SERVER, TEST_DATABASE_KINDS: 'postgres' })).toEqual(['postgres']);
    expect(kindsOf({ TEST_DATABASE_URL: SERVER, TEST_DATABASE_KINDS: 'postgres, pglite' })).toEqual([
      'pglite',
      'postgres',
    ]);
    expect(oneTestDatabase({ TEST_DATABASE_URL: SERVER, TEST_DATABASE_KINDS: 'postgres' }).kind).toBe(
      'postgres',
    );
  });

  it('fails instead of skipping when a named kind has no database, or the name is wrong', () => {
    expect(() => testDatabases({ TEST_DATABASE_KINDS: 'postgres' })).toThrow(/TEST_DATABASE_URL is not set/);
    expect(() => testDatabases({ TEST_DATABASE_KINDS: 'mysql' })).toThrow(/names no database kind: mysql/);
    expect(() => oneTestDatabase({ TEST_DATABASE_KINDS: '' })).toThrow(/names no database kind/);
  });
});
