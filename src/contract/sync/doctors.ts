export const doctorsSyncEntities = {
  /** Issue 14: every doctor for holders of 'list doctors' (doctorRecordSchema of ../doctors.ts). */
  doctor: 'doctor',
} as const;
