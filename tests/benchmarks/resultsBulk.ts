/**
 * The results of `npm run bench:api` (issue 30: the values of issue 27 at ten times the data), set
 * based beside the bulk reports (reportsApiServer.ts). Each bulk doctor has BENCH_PATIENTS_PER_DOCTOR
 * patients (bulk doctors have no practice, so a patient is the doctor's own), and a doctor's
 * reports go to their patients in turn; every bulk report gets a patient, its sample time, status
 * 'final' and one `report_results` row. The sealed values are real (a patient record and an
 * eight-value kidney panel, encrypted with the app's result keys, so the portal opens them as any),
 * repeated; the identity hash, which only an import looks a patient up by, is a distinct md5 per
 * patient instead of the HMAC of a lab number. dr.weber's Erika Mustermann gets her six newest
 * reports' values through the importer's code (seedWeberPatient).
 */
import type pg from 'pg';
import type { ReportResult } from '../../src/contract/results';
import { recordReportResults, resultKeys } from '../../server/features/results';
import type { AppDb } from '../../server/platform/db/database';

const PATIENTS_PER_DOCTOR = Number(process.env['BENCH_PATIENTS_PER_DOCTOR'] ?? 25);

/** A kidney panel as the lab prints it, one visit's values (`visit` moves them a little). */
function kidneyPanel(visit: number): ReportResult[] {
  const rows: [string, string, string, string, number, number | null, number | null][] = [
    ['Niere', 'KREA', '2160-0', 'Kreatinin|Creatinine', 1.05 + visit * 0.12, 0.5, 0.9],
    ['Niere', 'EGFR', '62238-1', 'eGFR (CKD-EPI)|eGFR (CKD-EPI)', 58 - visit * 4, 60, null],
    ['Niere', 'HST', '3094-0', 'Harnstoff|Urea', 38 + visit * 6, 17, 43],
    ['Elektrolyte', 'NA', '2951-2', 'Natrium|Sodium', 139, 136, 145],
    ['Elektrolyte', 'K', '2823-3', 'Kalium|Potassium', 4.4 + visit * 0.2, 3.5, 5.1],
    ['Elektrolyte', 'CA', '17861-6', 'Calcium|Calcium', 2.35, 2.15, 2.55],
    ['Blutbild', 'HB', '718-7', 'Hämoglobin|Haemoglobin', 13.1 - visit * 0.3, 12, 16],
    ['Blutbild', 'LEUKO', '6690-2', 'Leukozyten|Leukocytes', 6.8, 4, 10],
  ];
  const units: Record<string, string> = {
    KREA: 'mg/dl', EGFR: 'ml/min/1,73m²', HST: 'mg/dl', NA: 'mmol/l', K: 'mmol/l', CA: 'mmol/l',
    HB: 'g/dl', LEUKO: '/nl',
  }; // prettier-ignore
  return rows.map(([group, code, loinc, names, value, low, high], position) => {
    const [de = code, en = code] = names.split('|');
    const rounded = Number(value.toFixed(2));
    const flag = low !== null && rounded < low ? 'L' : high !== null && rounded > high ? 'H' : 'N';
    return {
      position,
      group,
      code,
      loinc,
      name: { de, en },
      kind: 'numeric',
      value: String(rounded),
      numeric: rounded,
      unit: units[code] ?? '',
      range: { low, high, text: null },
      flag,
    };
  });
}

/** dr.weber's patient with a history (the case "a patient's results"): her newest reports. */
const WEBER_PATIENT = {
  nummer: '40061234',
  nachname: 'Mustermann',
  vorname: 'Erika',
  geburtsdatum: '1961-04-12',
};
const WEBER_PATIENT_VISITS = 6;

/**
 * The sealed values the bulk rows repeat: a patient record and a results list, encrypted with the
 * app's result keys as recordReportResults and findOrCreatePatient write them.
 */
function sealedValues(): { patient: string; results: string } {
  const { data } = resultKeys();
  return {
    patient: data.encrypt(JSON.stringify({ ...WEBER_PATIENT, nummer: '40000001', nachname: 'Bench' })),
    results: data.encrypt(JSON.stringify(kidneyPanel(0))),
  };
}

/**
 * dr.weber's Erika Mustermann: `newestReportId` (an uploaded report, with its PDF in the store) and
 * her WEBER_PATIENT_VISITS - 1 newest bulk reports before it get a patient and values through the
 * importer's own code (recordReportResults), the oldest visit first.
 */
export async function seedWeberPatient(
  db: AppDb,
  pool: pg.Pool,
  weberId: number,
  newestReportId: number,
): Promise<void> {
  const { rows } = await pool.query<{ id: number; created_at: Date }>(
    `(SELECT id, created_at FROM reports WHERE user_id = $1 AND id <> $3 ORDER BY created_at DESC LIMIT $2)
     UNION ALL SELECT id, created_at FROM reports WHERE id = $3`,
    [weberId, WEBER_PATIENT_VISITS - 1, newestReportId],
  );
  const visits = rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
  await db.transaction(async (tx) => {
    for (const [visit, row] of visits.entries()) {
      await recordReportResults(
        tx,
        { id: row.id, userId: weberId },
        {
          patient: WEBER_PATIENT,
          bsnr: null,
          sampledAt: new Date(row.created_at.getTime() - 86_400_000),
          status: 'final',
          results: kidneyPanel(visit),
        },
      );
    }
  });
}

/**
 * The bulk doctors' patients (username bench.arzt…), before their reports: the reports' insert
 * names each report's patient (benchReportPatient), so the reports are written once.
 */
export async function seedBulkPatients(client: pg.PoolClient): Promise<{ sealedResults: string }> {
  const sealed = sealedValues();
  await client.query(
    `INSERT INTO patients (doctor_id, identity_hash, data)
     SELECT u.id, md5('bench-patient:' || u.id || ':' || p), $1
     FROM users u CROSS JOIN generate_series(0, $2::int - 1) AS p
     WHERE u.username LIKE 'bench.arzt%'`,
    [sealed.patient, PATIENTS_PER_DOCTOR],
  );
  return { sealedResults: sealed.results };
}

/**
 * SQL for the patient of a bulk doctor's report: the doctor's `ordinal`-th report (0, 1, ...) goes
 * to patient `ordinal mod BENCH_PATIENTS_PER_DOCTOR`; `patients` is joined on this condition.
 */
export const benchReportPatient = (doctorId: string, ordinal: string): string =>
  `patients.office_id IS NULL AND patients.doctor_id = ${doctorId}
   AND patients.identity_hash = md5('bench-patient:' || ${doctorId} || ':' || ((${ordinal}) % ${PATIENTS_PER_DOCTOR}))`;

/** One results row per bulk report with a patient (the demo's sealed list, repeated). */
export async function seedBulkResultRows(
  client: pg.PoolClient,
  sealedResults: string,
): Promise<{ patients: number; results: number; resultsSize: string }> {
  await client.query(
    `INSERT INTO report_results (report_id, data)
     SELECT r.id, $1 FROM reports r JOIN users u ON u.id = r.user_id
     WHERE u.username LIKE 'bench.arzt%' AND r.patient_id IS NOT NULL`,
    [sealedResults],
  );
  const { rows } = await client.query<{ patients: number; results: number; size: string }>(
    `SELECT (SELECT count(*)::int FROM patients) AS patients,
            (SELECT count(*)::int FROM report_results) AS results,
            pg_size_pretty(pg_total_relation_size('report_results')) AS size`,
  );
  return {
    patients: rows[0]?.patients ?? 0,
    results: rows[0]?.results ?? 0,
    resultsSize: rows[0]?.size ?? '?',
  };
}
