import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { SYNC_CURSOR_HEADER, type SyncEntity } from '../../contract/sync';
import type { EntityRows } from '../../db/rows';
import { kickSync, vaultWorker } from '../../workers/syncClient';
import { notify } from '../notifications/notify';
import { lastUserUuid } from '../offline/lastUser';
import { applyServerFieldErrors, type ServerFieldErrorOptions } from './applyServerFieldErrors';
import { requestAnswer, type RequestOptions } from './http';

/**
 * Writes that skip the outbox (docs/architecture.md 'Writes that skip the outbox'): the
 * administration's and the content staff's maintenance, which the server applies for everyone at
 * once, go straight to the server and need the network when they are sent. Everything else goes
 * through `queueAction` (src/app/offline).
 */

/** How a write's answer becomes the mirror's row (the contract's schema parses the body). */
export interface AnswerRow<E extends SyncEntity> {
  entity: E;
  rowOf: (body: unknown) => EntityRows[E];
}

/**
 * The answer's row into the mirror through the worker (the page never writes pulled data), not
 * over a newer version a pull brought meanwhile: the write's X-Sync-Cursor says where its effect
 * lies in the feed (src/sync/cacheServerRows.ts).
 */
export async function cacheAnswerRow<E extends SyncEntity>(
  { entity, rowOf }: AnswerRow<E>,
  body: unknown,
  cursor: string | null,
): Promise<EntityRows[E]> {
  const row = rowOf(body);
  const user = lastUserUuid();
  if (user) await vaultWorker().cacheServerRows(user, entity, [row], cursor);
  return row;
}

/**
 * One online write as JSON; resolves with the answer (or, given `cache`, with the answer's row,
 * now in the mirror). Then the worker pulls, so the mirror shows everything the write changed.
 * Throws the request's ApiRequestError.
 */
export async function writeOnline<T>(path: string, options: RequestOptions): Promise<T>;
export async function writeOnline<E extends SyncEntity>(
  path: string,
  options: RequestOptions,
  cache: AnswerRow<E>,
): Promise<EntityRows[E]>;
export async function writeOnline<E extends SyncEntity>(
  path: string,
  options: RequestOptions,
  cache?: AnswerRow<E>,
): Promise<unknown> {
  const answer = await requestAnswer<unknown>(path, options);
  const result = cache
    ? await cacheAnswerRow(cache, answer.data, answer.headers.get(SYNC_CURSOR_HEADER))
    : answer.data;
  kickSync({ pull: true });
  return result;
}

/**
 * A form's online write: resolves with `{ answer }` when it went through, with null when it was
 * refused; a 422 then stands beside the fields (applyServerFieldErrors), anything else is the
 * usual error notification.
 */
export async function submitOnline<T, V extends FieldValues>(
  write: () => Promise<T>,
  setError: UseFormSetError<V>,
  fields?: ServerFieldErrorOptions<V>,
): Promise<{ answer: T } | null> {
  try {
    return { answer: await write() };
  } catch (error) {
    if (!applyServerFieldErrors(error, setError, fields)) notify.apiError(error);
    return null;
  }
}

/** An online write without a form (a delete); true when it went through, else notified. */
export async function sendOnline(path: string, options: RequestOptions): Promise<boolean> {
  try {
    await writeOnline(path, options);
    return true;
  } catch (error) {
    notify.apiError(error);
    return false;
  }
}
