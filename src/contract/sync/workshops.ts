export const workshopsSyncEntities = {
  /** Issue 15: every workshop (scope `all`), data `workshopRecordSchema` of ../workshops.ts. */
  workshop: 'workshop',
  /** Keyed by uuid (booked offline too), data `workshopRegistrationRecordSchema`; own and staff. */
  workshopRegistration: 'workshopRegistration',
} as const;
