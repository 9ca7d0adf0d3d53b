/**
 * The iEC catalogue (spec §3 'Substance and substance group, with sources'; issue 16): substances
 * in groups, the lexicon (the spec's iEC wiki) and the reference list of sources both cite, plus
 * each user's current selection in the iEC tool. Texts a reader sees exist in German and English
 * (`*_de`, `*_en`); synonyms, CAS numbers and citations are language-neutral.
 *
 * `search_text` of substances and lexicon entries is written by the services (iecSearchText.ts)
 * from names, synonyms and the CAS number: synonyms are an array, and `array_to_string` is not
 * immutable, so an index expression could not read them. The two GIN indexes (trigram, german
 * full text) serve /api/search/iec and /api/search/wiki as the other searches' do.
 */
import { sql, type AnyColumn } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { timestamps, timestampTz } from './columns';
import { germanVector, trigramIndexExpression } from './searchText';
import { users } from './users';

export const iecSources = pgTable('iec_sources', {
  id: serial('id').primaryKey(),
  /** The entry of the reference list as a reader cites it (authors or agency, title, year). */
  citation: text('citation').notNull(),
  ...timestamps,
});

export const iecSubstanceGroups = pgTable('iec_substance_groups', {
  id: serial('id').primaryKey(),
  titleDe: text('title_de').notNull(),
  titleEn: text('title_en').notNull(),
  /** The order of the groups in the tool (ascending, then by id). */
  position: integer('position').notNull().default(0),
  ...timestamps,
});

const searchIndexes = (name: string, column: AnyColumn) => [
  index(`${name}_search_trgm_idx`).using('gin', trigramIndexExpression(sql`${column}`)),
  index(`${name}_search_fts_idx`).using('gin', germanVector(sql`${column}`)),
];

export const iecSubstances = pgTable(
  'iec_substances',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => iecSubstanceGroups.id, { onDelete: 'restrict' }),
    nameDe: text('name_de').notNull(),
    nameEn: text('name_en').notNull(),
    synonyms: text('synonyms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The CAS registry number, only where one exists (a mixture or a class has none). */
    cas: text('cas'),
    infoDe: text('info_de').notNull(),
    infoEn: text('info_en').notNull(),
    searchText: text('search_text').notNull(),
    ...timestamps,
  },
  (table) => [
    index('iec_substances_group_idx').on(table.groupId),
    ...searchIndexes('iec_substances', table.searchText),
  ],
);

export const iecSubstanceSources = pgTable(
  'iec_substance_sources',
  {
    substanceId: integer('substance_id')
      .notNull()
      .references(() => iecSubstances.id, { onDelete: 'cascade' }),
    sourceId: integer('source_id')
      .notNull()
      .references(() => iecSources.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.substanceId, table.sourceId] }),
    index('iec_substance_sources_source_idx').on(table.sourceId),
  ],
);

/** The lexicon (the spec's iEC wiki): a term with its definition, optionally about one substance. */
export const iecLexiconEntries = pgTable(
  'iec_lexicon_entries',
  {
    id: serial('id').primaryKey(),
    termDe: text('term_de').notNull(),
    termEn: text('term_en').notNull(),
    definitionDe: text('definition_de').notNull(),
    definitionEn: text('definition_en').notNull(),
    substanceId: integer('substance_id').references(() => iecSubstances.id, { onDelete: 'set null' }),
    searchText: text('search_text').notNull(),
    ...timestamps,
  },
  (table) => [
    index('iec_lexicon_entries_substance_idx').on(table.substanceId),
    ...searchIndexes('iec_lexicon_entries', table.searchText),
  ],
);

export const iecLexiconEntrySources = pgTable(
  'iec_lexicon_entry_sources',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => iecLexiconEntries.id, { onDelete: 'cascade' }),
    sourceId: integer('source_id')
      .notNull()
      .references(() => iecSources.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.entryId, table.sourceId] }),
    index('iec_lexicon_entry_sources_source_idx').on(table.sourceId),
  ],
);

/** A user's current selection in the iEC tool ('kept per user on the device and synced'). */
export const iecSelections = pgTable('iec_selections', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  substanceIds: integer('substance_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
});

export type IecSource = typeof iecSources.$inferSelect;
export type IecSubstanceGroup = typeof iecSubstanceGroups.$inferSelect;
export type IecSubstance = typeof iecSubstances.$inferSelect;
export type IecLexiconEntry = typeof iecLexiconEntries.$inferSelect;
