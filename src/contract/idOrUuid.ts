import { z } from 'zod';
import { MAX_ENTITY_ID } from './constants';

/**
 * 'An id or a uuid', one form for every route and body that names a row either way (spec §2: `{id}`
 * may be a uuid; the mirror knows both, offline-created rows only their uuid). An id beyond the
 * integer key's range names no row and is refused as bad input before it reaches SQL.
 */
export const entityIdSchema = z.number().int().positive().max(MAX_ENTITY_ID);

/** A path's `{id}` (a string, coerced) or a body's number: the numeric id or the uuid. */
export const idOrUuidSchema = z.union([z.coerce.number().int().positive().max(MAX_ENTITY_ID), z.uuid()]);
export type IdOrUuid = z.infer<typeof idOrUuidSchema>;
