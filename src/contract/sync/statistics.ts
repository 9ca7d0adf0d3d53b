export const statisticsSyncEntities = {
  /** Keyed `kind:YYYY-MM-DD`, data `syncedDailyStatisticSchema` of ../statistics.ts; staff only (issue 14). */
  dailyStatistic: 'dailyStatistic',
  /** A doctor's recent registration, keyed by user id, data `syncedRegistrationSchema` of ../statistics.ts. */
  registration: 'registration',
} as const;
