/**
 * The pull reads its page in the statement that reads the viewer, with the viewer's scopes computed
 * in SQL (viewerScopesSql); the rest of the server computes them in code (scopesOf). Both must name
 * the same scopes for every user: a scope only one of them knows would hide changes from the pull.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { scopesOf } from './scopes';
import { openSyncSnapshot, viewerScopesSql } from './syncViewer';

describe.each(testDatabases())('the viewer’s scopes on $kind', (testDatabase) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
  });
  afterAll(() => t?.close());

  it('are the same in SQL and in code for every demo user', async () => {
    const { db } = t.database;
    const people = await db.select({ id: users.id, username: users.username }).from(users);
    expect(people.length).toBeGreaterThan(2);
    const seen = new Set<string>();
    for (const person of people) {
      const { viewer } = await openSyncSnapshot(db, person.id);
      if (!viewer) throw new Error(`no viewer for ${person.username}`);
      const [row] = await db
        .select({ scopes: viewerScopesSql.mapWith((value: string[]) => value) })
        .from(users)
        .where(eq(users.id, person.id));
      const inCode = scopesOf(viewer).sort();
      expect({ user: person.username, scopes: [...(row?.scopes ?? [])].sort() }).toEqual({
        user: person.username,
        scopes: inCode,
      });
      for (const scope of inCode) seen.add(scope.split(':')[0] ?? scope);
    }
    // Every kind of scope occurs among the demo users, so each part of the SQL was compared.
    expect([...seen].sort()).toEqual(['all', 'perm', 'role', 'user']);
  });
});
