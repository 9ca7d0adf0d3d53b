/**
 * The client side of the sync protocol for server tests: pull a page, pull until `more` is false,
 * bootstrap through every page. Each asserts the contract's response schema.
 */
import { expect } from 'vitest';
import {
  syncBootstrapPageSchema,
  syncPullResponseSchema,
  type SyncBootstrapPage,
  type SyncChange,
  type SyncPullResponse,
} from '../../src/contract/sync';
import type { TestAgent } from './session';

export async function pull(agent: TestAgent, cursor?: string, limit?: number): Promise<SyncPullResponse> {
  const query = new URLSearchParams();
  if (cursor !== undefined) query.set('cursor', cursor);
  if (limit !== undefined) query.set('limit', String(limit));
  const response = await agent.get(`/api/sync?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return syncPullResponseSchema.parse(response.json());
}

/** Pulls page after page from `cursor`; fails on a reset. */
export async function pullAll(
  agent: TestAgent,
  cursor: string,
  limit?: number,
): Promise<{ changes: SyncChange[]; cursor: string; pages: number }> {
  const changes: SyncChange[] = [];
  for (let pages = 1; ; pages++) {
    const page = await pull(agent, cursor, limit);
    if ('reset' in page) throw new Error('unexpected reset');
    changes.push(...page.changes);
    cursor = page.cursor;
    if (!page.more) return { changes, cursor, pages };
  }
}

export async function bootstrapPage(
  agent: TestAgent,
  query: { cursor?: string; after?: string | null; limit?: number } = {},
): Promise<SyncBootstrapPage> {
  const params = new URLSearchParams();
  if (query.cursor) params.set('cursor', query.cursor);
  if (query.after) params.set('after', query.after);
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  const response = await agent.get(`/api/sync/bootstrap?${params}`);
  expect(response.statusCode, response.body).toBe(200);
  return syncBootstrapPageSchema.parse(response.json());
}

/** Every page of a bootstrap, concatenated. */
export async function bootstrap(
  agent: TestAgent,
  limit?: number,
  between?: () => Promise<void>,
): Promise<{ cursor: string; rows: SyncBootstrapPage['rows']; pages: number }> {
  const first = await bootstrapPage(agent, { limit });
  const rows = [...first.rows];
  let next = first.next;
  let pages = 1;
  while (next) {
    await between?.();
    const page = await bootstrapPage(agent, { cursor: first.cursor, after: next, limit });
    expect(page.cursor).toBe(first.cursor);
    rows.push(...page.rows);
    next = page.next;
    pages++;
  }
  return { cursor: first.cursor, rows, pages };
}

/** `entity:id` of each row or change, for comparing sets. */
export const keysOf = (items: readonly { entity: string; id: string }[]): string[] =>
  items.map((item) => `${item.entity}:${item.id}`);
