/**
 * The envelope of every paged list (spec §3 'Pagination (lists)': current_page, per_page, from,
 * to, last_page, path, links, total; §7 'Responses are wrapped in data, with meta for lists').
 * These are the fields of Laravel's paginator, which the portal's API followed: `from`/`to` number
 * the rows shown (null on an empty page), `path` is the list's URL without query and `links` the
 * page links a pager draws (previous, the pages with '...' for the ones left out, next).
 *
 * A list answers `{ data: rows, meta: pagination + its own counts }` (listResponseSchema); the
 * report list alone keeps the paginator inside `data` (spec §7 'response data.data',
 * paginatorSchema) with its unread count in `meta` beside it. The server makes the envelope in
 * one place (server/platform/http/paginator.ts).
 */
import { z } from 'zod';

/** One page link: `url` null where there is no page (previous on the first, '...'). */
export const pageLinkSchema = z.object({
  url: z.string().nullable(),
  label: z.string(),
  active: z.boolean(),
});
export type PageLink = z.infer<typeof pageLinkSchema>;

export const paginationMetaSchema = z.object({
  current_page: z.number(),
  per_page: z.number(),
  /** The first row shown, counted from 1 over all pages; null when the page is empty. */
  from: z.number().nullable(),
  to: z.number().nullable(),
  /** At least 1, also for an empty list. */
  last_page: z.number(),
  path: z.string(),
  links: z.array(pageLinkSchema),
  total: z.number(),
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

/** `{ data: rows, meta }`: the pagination and what else the list reports (counts for the sidebar). */
export const listResponseSchema = <Row extends z.ZodType, Extra extends z.ZodRawShape = Record<never, never>>(
  row: Row,
  extraMeta?: Extra,
) =>
  z.object({
    data: z.array(row),
    meta: paginationMetaSchema.extend(extraMeta ?? ({} as Extra)),
  });

/** Laravel's paginator as one object: the pagination with the rows in its own `data`. */
export const paginatorSchema = <Row extends z.ZodType>(row: Row) =>
  paginationMetaSchema.extend({ data: z.array(row) });
