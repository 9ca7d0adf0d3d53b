/**
 * `analysis` and `analysisProfile` in the feed (issue 28), keyed by their integer ids: every holder
 * of a permission that reads the catalogue (analysisRules.ts) mirrors all of it, withdrawn entries
 * too (old orders name them; order entry leaves them out). Anyone else is answered a `del`.
 */
import { mayReadAnalyses } from '../../../src/contract/analysisRules';
import { analyses, analysisProfiles } from '../../platform/db/schema';
import { idCondition, limitOf, numericIdEntity } from '../../platform/sync/syncEntityDefinition';
import { readAnalyses, readProfiles } from './analysisRecords';

export const analysisEntity = numericIdEntity(async (db, viewer, filter) => {
  if (!mayReadAnalyses(viewer.permissions)) return [];
  const records = await readAnalyses(db, idCondition(analyses.id, filter), { limit: limitOf(filter) });
  return records.map((record) => ({ id: String(record.id), data: record }));
});

export const analysisProfileEntity = numericIdEntity(async (db, viewer, filter) => {
  if (!mayReadAnalyses(viewer.permissions)) return [];
  const records = await readProfiles(db, idCondition(analysisProfiles.id, filter), {
    limit: limitOf(filter),
  });
  return records.map((record) => ({ id: String(record.id), data: record }));
});
