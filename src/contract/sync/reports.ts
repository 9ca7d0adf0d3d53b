/** The reports (../reports.ts). */
export const reportsSyncEntities = {
  report: 'report',
} as const;
