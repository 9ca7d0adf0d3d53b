/**
 * Global search, spec §7 'Search and notifications' (payload `search`):
 *
 *   POST /api/search        doctors, offices, reports, tickets, demands the caller may see
 *   POST /api/search/wiki   the iEC wiki's lexicon
 *   POST /api/search/iec    the iEC tool's substances
 *
 * Spec §6: doctors get no global search, so /api/search is behind the staff gate
 * GLOBAL_SEARCH_PERMISSION (403 for doctors); each kind is searched only with its list permission
 * and through its visibility rule (searchHits.ts). A search of fewer than SEARCH_MIN_LENGTH
 * characters is a 422. The lexicon routes search the iEC substances and lexicon (lexiconSearch.ts),
 * validated like the global search; they reach every signed-in user (the tools are for doctors).
 * A search is a read: POST only because the spec says so; the term is never logged.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GLOBAL_SEARCH_PERMISSION,
  lexiconSearchResponseSchema,
  searchRequestSchema,
  searchResponseSchema,
  searchWords,
} from '../../../src/contract/search';
import type { AppContext } from '../../platform/appContext';
import { access, signedIn } from '../../platform/auth/routeAccess';
import { requestLocale } from '../../platform/i18n/requestLocale';
import { searchLexicon, searchSubstances } from './lexiconSearch';
import { searchAll } from './searchHits';

export const searchRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;

  app.post(
    '/api/search',
    {
      config: access('full', { gate: GLOBAL_SEARCH_PERMISSION }),
      schema: { body: searchRequestSchema, response: { 200: searchResponseSchema } },
    },
    async (request) => {
      const { user } = signedIn(request);
      const { search } = request.body;
      const data = await searchAll(
        db,
        { id: user.id, permissions: user.permissions },
        { search, words: searchWords(search) },
      );
      return { data };
    },
  );

  const lexicons = { wiki: searchLexicon, iec: searchSubstances } as const;
  for (const [path, searchIn] of Object.entries(lexicons)) {
    app.post(
      `/api/search/${path}`,
      {
        config: access('full'),
        schema: { body: searchRequestSchema, response: { 200: lexiconSearchResponseSchema } },
      },
      async (request) => {
        const { search } = request.body;
        return { data: await searchIn(db, requestLocale(request), { search, words: searchWords(search) }) };
      },
    );
  }
};
