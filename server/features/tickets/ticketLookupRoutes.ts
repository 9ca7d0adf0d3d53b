/**
 * `GET /api/tickets/categories`, `/statuses`, `/priorities` (spec §3, §7): ids, names and colours
 * of the lookups of server/features/lookups/lookupRows.ts. Categories come with their sub categories (category 2
 * 'Befund' has Allgemein and Rechnung). The device has them from the change feed as well (scope
 * `all`); these routes serve callers that ask online.
 */
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Permission } from '../../../src/contract/permissions';
import { colouredLookupListSchema, ticketCategoryListSchema } from '../../../src/contract/tickets';
import type { AppContext } from '../../platform/appContext';
import { access } from '../../platform/auth/routeAccess';
import { ticketCategories, ticketPriorities, ticketStatuses } from '../../platform/db/schema';

const ACCESS = access('full', { gate: Permission.listTickets });

export const ticketLookupRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const { db } = context;

  app.get(
    '/api/tickets/categories',
    { config: ACCESS, schema: { response: { 200: ticketCategoryListSchema } } },
    async () => {
      const rows = await db
        .select()
        .from(ticketCategories)
        .orderBy(asc(ticketCategories.sort), asc(ticketCategories.id));
      const sub = (parentId: number) =>
        rows.filter((row) => row.parentId === parentId).map(({ id, name }) => ({ id, name }));
      return {
        data: rows
          .filter((row) => row.parentId === null)
          .map((row) => ({ id: row.id, name: row.name, parent_id: null, sub_categories: sub(row.id) })),
      };
    },
  );

  app.get(
    '/api/tickets/statuses',
    { config: ACCESS, schema: { response: { 200: colouredLookupListSchema } } },
    async () => {
      const rows = await db
        .select()
        .from(ticketStatuses)
        .orderBy(asc(ticketStatuses.sort), asc(ticketStatuses.id));
      return { data: rows.map(({ id, name, color }) => ({ id, name, color })) };
    },
  );

  app.get(
    '/api/tickets/priorities',
    { config: ACCESS, schema: { response: { 200: colouredLookupListSchema } } },
    async () => {
      const rows = await db
        .select()
        .from(ticketPriorities)
        .orderBy(asc(ticketPriorities.sort), asc(ticketPriorities.id));
      return { data: rows.map(({ id, name, color }) => ({ id, name, color })) };
    },
  );
};
