/**
 * The iEC lexicon (the spec's iEC wiki), spec §7 'iEC and wiki':
 *
 *   GET    /api/wiki/iec?letter=&locale=      entries, optionally those filed under one initial letter
 *   POST   /api/wiki/iec                      create (201)
 *   GET    /api/wiki/iec/{id}                 one
 *   PUT    /api/wiki/iec/{id}                 edit
 *   DELETE /api/wiki/iec/{id}                 delete (204)
 *   POST   /api/wiki/iec/definitions          the entries about given substances (the tool's info)
 *
 * Reads for everyone signed in, writes behind IEC_CONTENT_PERMISSION (src/contract/iecRules.ts).
 * The letter filter files a term under its initial in the requested language (default: the
 * request's), umlauts under their base letter (lexiconInitial, the same function the device uses).
 */
import { inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  iecDefinitionsRequestSchema,
  iecIdParams,
  iecLexiconEntryInputSchema,
  iecLexiconEntryListSchema,
  iecLexiconEntryResponseSchema,
  iecLexiconListQuerySchema,
  lexiconInitial,
} from '../../../src/contract/iec';
import type { AppContext } from '../../platform/appContext';
import { iecLexiconEntries } from '../../platform/db/schema';
import { requestLocale } from '../../platform/i18n/requestLocale';
import { oneOf, READ_ACCESS, WRITE_ACCESS } from '../iec';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import { readLexiconEntries } from './lexiconRecords';
import { deleteLexiconEntry, saveLexiconEntry } from './lexiconService';
import { writeCreated } from '../../platform/idempotency/writeCreated';

export const lexiconRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;

  app.get(
    '/api/wiki/iec',
    {
      config: READ_ACCESS,
      schema: { querystring: iecLexiconListQuerySchema, response: { 200: iecLexiconEntryListSchema } },
    },
    async (request) => {
      const locale = request.query.locale ?? requestLocale(request);
      const letter = request.query.letter ? lexiconInitial(request.query.letter) : undefined;
      const compare = new Intl.Collator(locale).compare;
      const entries = (await readLexiconEntries(db, null))
        .filter((entry) => letter === undefined || lexiconInitial(entry.term[locale]) === letter)
        .sort((a, b) => compare(a.term[locale], b.term[locale]) || a.id - b.id);
      return { data: entries };
    },
  );

  app.post(
    '/api/wiki/iec/definitions',
    {
      config: READ_ACCESS,
      schema: { body: iecDefinitionsRequestSchema, response: { 200: iecLexiconEntryListSchema } },
    },
    async (request) => {
      const ids = request.body.substance_ids;
      if (ids.length === 0) return { data: [] };
      return { data: await readLexiconEntries(db, null, inArray(iecLexiconEntries.substanceId, ids)) };
    },
  );

  app.get(
    '/api/wiki/iec/:id',
    {
      config: READ_ACCESS,
      schema: { params: iecIdParams, response: { 200: iecLexiconEntryResponseSchema } },
    },
    async (request) => oneOf(readLexiconEntries, db, request.params.id),
  );

  app.post(
    '/api/wiki/iec',
    {
      config: WRITE_ACCESS,
      schema: { body: iecLexiconEntryInputSchema, response: { 201: iecLexiconEntryResponseSchema } },
    },
    async (request, reply) => {
      const result = await writeCreated(db, request, async (tx, emit) => {
        const id = await saveLexiconEntry(tx, emit, null, request.body);
        const body = await oneOf(readLexiconEntries, tx, id);
        return body;
      });
      return reply.code(201).send(result);
    },
  );

  app.put(
    '/api/wiki/iec/:id',
    {
      config: WRITE_ACCESS,
      schema: {
        params: iecIdParams,
        body: iecLexiconEntryInputSchema,
        response: { 200: iecLexiconEntryResponseSchema },
      },
    },
    async (request) => {
      await writeWithChanges(db, (tx, emit) => saveLexiconEntry(tx, emit, request.params.id, request.body), {
        request,
      });
      return oneOf(readLexiconEntries, db, request.params.id);
    },
  );

  app.delete(
    '/api/wiki/iec/:id',
    { config: WRITE_ACCESS, schema: { params: iecIdParams } },
    async (request, reply) => {
      await writeWithChanges(db, (tx, emit) => deleteLexiconEntry(tx, emit, request.params.id), { request });
      return reply.code(204).send();
    },
  );
};
