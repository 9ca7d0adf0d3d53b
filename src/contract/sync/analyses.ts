/**
 * The catalogue of analyses (../analyses.ts), mirrored by every holder of 'create orders', 'list
 * orders' or 'manage content' (../analysisRules.ts; the changes go to those permissions' scopes).
 */
export const analysesSyncEntities = {
  /** Keyed by id, data `analysisRecordSchema` (withdrawn ones too: old orders name them). */
  analysis: 'analysis',
  /** Keyed by id, data `analysisProfileRecordSchema`. */
  analysisProfile: 'analysisProfile',
} as const;
