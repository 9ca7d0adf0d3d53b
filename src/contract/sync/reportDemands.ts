/** The report demands with their conversations (../reportDemands.ts), keyed by uuid. */
export const reportDemandsSyncEntities = {
  reportDemand: 'reportDemand',
} as const;
