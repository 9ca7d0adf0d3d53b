/**
 * The catalogue of analyses (issue 28, src/contract/analyses.ts): what a practice may order, and the
 * profiles (panels) that expand to analyses. Never deleted, only withdrawn: orders keep naming them.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { MATERIALS, TRANSPORTS, TUBE_KEYS, type BillingCategory } from '../../../../src/contract/analyses';
import { sqlList, timestamps, timestampTz } from './columns';

export const analyses = pgTable(
  'analyses',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    loinc: text('loinc'),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    groupName: text('group_name').notNull(),
    groupNameEn: text('group_name_en').notNull(),
    material: text('material').notNull(),
    tube: text('tube').notNull(),
    volumeMl: numeric('volume_ml', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    stabilityHours: integer('stability_hours').notNull(),
    transport: text('transport').notNull(),
    note: text('note'),
    noteEn: text('note_en'),
    /** The billing categories, the default first. */
    billing: jsonb('billing').$type<BillingCategory[]>().notNull(),
    withdrawnAt: timestampTz('withdrawn_at'),
    ...timestamps,
  },
  (table) => [
    index('analyses_group_name_idx').on(table.groupName, table.name),
    check('analyses_material_check', sql.raw(`material IN (${sqlList(MATERIALS)})`)),
    check('analyses_tube_check', sql.raw(`tube IN (${sqlList(TUBE_KEYS)})`)),
    check('analyses_transport_check', sql.raw(`transport IN (${sqlList(TRANSPORTS)})`)),
  ],
);

export type AnalysisRow = typeof analyses.$inferSelect;

export const analysisProfiles = pgTable('analysis_profiles', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  withdrawnAt: timestampTz('withdrawn_at'),
  ...timestamps,
});

export const analysisProfileItems = pgTable(
  'analysis_profile_items',
  {
    profileId: integer('profile_id')
      .notNull()
      .references(() => analysisProfiles.id, { onDelete: 'cascade' }),
    analysisId: integer('analysis_id')
      .notNull()
      .references(() => analyses.id),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.profileId, table.analysisId] }),
    index('analysis_profile_items_analysis_idx').on(table.analysisId),
  ],
);
