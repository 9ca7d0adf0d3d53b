/**
 * The write of a route that creates something and answers 201: the answer's body is recorded for
 * the request's Idempotency-Key inside the write's own transaction, so a replay after a lost
 * answer (the outbox retrying) gets the same 201 and the same body, never a second row.
 *
 *   return reply.code(201).send(await writeCreated(db, request, async (tx, emit) => ({ data: ... })));
 */
import type { FastifyRequest } from 'fastify';
import type { AppDb, AppTx } from '../db/database';
import { writeWithChanges, type Emit } from '../sync/writeWithChanges';
import './idempotencyHooks';

export async function writeCreated<T>(
  db: AppDb,
  request: FastifyRequest,
  write: (tx: AppTx, emit: Emit) => Promise<T>,
): Promise<T> {
  const { result } = await writeWithChanges(
    db,
    async (tx, emit) => {
      const body = await write(tx, emit);
      await request.idempotency?.record(tx, 201, body);
      return body;
    },
    { request },
  );
  return result;
}
