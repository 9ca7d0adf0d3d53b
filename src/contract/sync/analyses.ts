/** The catalogue of analyses (../analyses.ts), scope `all` for holders of 'create orders' or 'list orders'. */
export const analysesSyncEntities = {
  /** Keyed by id, data `analysisRecordSchema` (withdrawn ones too: old orders name them). */
  analysis: 'analysis',
  /** Keyed by id, data `analysisProfileRecordSchema`. */
  analysisProfile: 'analysisProfile',
} as const;
