import { z } from 'zod';

/**
 * Results as data (issue 27): the values of a report as the laboratory sent them, one entry per
 * analyte in the order the lab prints them. They travel with the report: `GET /api/befunde/{id}`
 * and the mirrored `report` row carry `results` (sealed on the device like `patient_data`), the
 * list does not. A report uploaded as a bare PDF has `results: null`: nothing is structured,
 * which the screens say rather than showing an empty table.
 *
 * The patient a report belongs to is `patient_id` on the report (the uuid of the server's patient
 * record: the lab's patient number within the practice, else surname, first name and birth date);
 * the device groups its mirrored reports by it for the cumulative findings, and searches patients
 * by the report's sealed `patient_data`. `sampled_at` (when the sample was taken) is the column
 * date of the cumulative table; null when the source did not say (then the report's created_at).
 */

/**
 * The limit flag: LL/HH critically low/high, L/H low/high, A/AA abnormal/critically abnormal (text
 * results), N normal. FHIR v3 ObservationInterpretation codes; LDT 3 field 8126 uses the same letters
 * ('++'/'--'/'!!' in older systems mean HH/LL/AA and are stored as those).
 */
export const RESULT_FLAGS = ['LL', 'L', 'N', 'H', 'HH', 'A', 'AA'] as const;
export const ResultFlag = {
  criticalLow: 'LL',
  low: 'L',
  normal: 'N',
  high: 'H',
  criticalHigh: 'HH',
  abnormal: 'A',
  criticalAbnormal: 'AA',
} as const satisfies Record<string, (typeof RESULT_FLAGS)[number]>;
export type ResultFlag = (typeof RESULT_FLAGS)[number];

export const CRITICAL_RESULT_FLAGS: ReadonlySet<ResultFlag> = new Set(['LL', 'HH', 'AA']);
export const OUT_OF_RANGE_FLAGS: ReadonlySet<ResultFlag> = new Set(['LL', 'L', 'H', 'HH', 'A', 'AA']);

export const isCriticalResult = (result: Pick<ReportResult, 'flag'>): boolean =>
  CRITICAL_RESULT_FLAGS.has(result.flag);
export const isOutOfRange = (result: Pick<ReportResult, 'flag'>): boolean =>
  OUT_OF_RANGE_FLAGS.has(result.flag);

/** The reference range: limits where the lab gave numbers, and/or its text ('< 5', 'negativ'). */
export const resultRangeSchema = z.object({
  low: z.number().nullable(),
  high: z.number().nullable(),
  text: z.string().nullable(),
});
export type ResultRange = z.infer<typeof resultRangeSchema>;

export const reportResultSchema = z.object({
  /** 0-based, the lab's print order across the whole report. */
  position: z.number().int().nonnegative(),
  /** The lab's section heading the analyte is printed under ('Elektrolyte'), or null. */
  group: z.string().nullable(),
  /** The lab's test code (LDT 8410, FHIR code of the lab's own system, else the first coding). */
  code: z.string().min(1),
  /** The LOINC code when the import carried one. */
  loinc: z.string().nullable(),
  /** The test's name; the import's name fills both when the lab sent only one language. */
  name: z.object({ de: z.string().min(1), en: z.string().min(1) }),
  /**
   * 'numeric': `value` is the number as the lab printed it with a '.' as decimal separator
   * ('7.1', '0.50': the decimals shown are the lab's) and `numeric` its value. 'text': `value` as
   * sent ('positiv', '< 0,5'), `numeric` null.
   */
  kind: z.enum(['numeric', 'text']),
  value: z.string(),
  numeric: z.number().nullable(),
  /** As sent; an unknown unit is kept, '' when none. */
  unit: z.string(),
  range: resultRangeSchema,
  flag: z.enum(RESULT_FLAGS),
});
export type ReportResult = z.infer<typeof reportResultSchema>;

/** Whether the results are the lab's first version or a correction that replaced earlier values. */
export const RESULT_STATUSES = ['final', 'corrected'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

/**
 * What a report record carries of its results (issue 27), merged into reportRecordSchema: optional
 * on the wire so rows mirrored before issue 27 still parse; the server always sends `patient_id`
 * and `sampled_at`, and `results` / `result_status` on the single report and the mirror (null: a
 * bare PDF, no structured results).
 */
export const reportResultFields = {
  patient_id: z.string().nullable().optional(),
  sampled_at: z.string().nullable().optional(),
  result_status: z.enum(RESULT_STATUSES).nullable().optional(),
  results: z.array(reportResultSchema).nullable().optional(),
};

/** The lab's patient number, kept in the report's sealed `patient_data` beside the names. */
export const patientNumberField = { nummer: z.string().nullable().optional() };
