/** The interpretation requests (../reportInterpretations.ts), keyed by uuid. */
export const reportInterpretationsSyncEntities = {
  reportInterpretation: 'reportInterpretation',
} as const;
