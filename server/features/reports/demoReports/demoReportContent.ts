/**
 * Deterministic contents of demo lab reports (Befunde): fictional patients, reference numbers and
 * results drawn from ANALYTE_PANELS, and (issue 27) the histories of DEMO_PATIENT_HISTORIES. The
 * received dates spread over the last 5.5 months, inside the six months a report stays
 * downloadable (spec §4, §9), so from about ten reports on the oldest ones are close to expiring,
 * as in a real account; a history spans the same months. Some one-off reports stay bare PDFs:
 * uploaded without structured results, the state the screens must show too.
 */
import {
  ANALYTE_PANELS,
  type AnalyteDefinition,
  type CriticalLimits,
  type ReferenceRange,
} from './analytePanels';
import { historyVisits, type HistoryValue, type PatientHistory } from './patientHistory';
import { seededRandom, type SeededRandom } from './seededRandom';

export interface ReportDoctor {
  titel: string;
  vorname: string;
  nachname: string;
}

export interface ReportPatient {
  nachname: string;
  vorname: string;
  /** A calendar date, YYYY-MM-DD. */
  geburtsdatum: string;
  /** The lab's patient number, printed when known. */
  nummer?: string;
}

export interface AnalyteResult {
  panel: string;
  name: string;
  unit: string;
  decimals: number;
  range: ReferenceRange;
  /** Already rounded to `decimals`; resultFlag(value, range) tells whether it is out of range. */
  value: number;
  /**
   * A result as the laboratory system sent it (imports, issue 17): value, range and the lab's own
   * flag (H, L, HH, LL, A, AA) are printed verbatim, so text results ('positiv', '< 0,5') and
   * flags the range cannot tell are never left out of the PDF.
   */
  verbatim?: { value: string; range: string; flag: string };
  /** Beyond these the value is critical (HH/LL). */
  critical?: CriticalLimits;
}

/** A generated result: the analyte as the catalogue names it (issue 27: code, LOINC, de/en). */
export interface DemoAnalyteResult extends AnalyteResult {
  code: string;
  loinc: string;
  nameEn: string;
}

export interface DemoReportContent {
  /** The reference number (spec §3 befund_id), 8 digits. */
  befundId: string;
  doctor: ReportDoctor;
  patient: ReportPatient;
  /** When the sample was taken; printed when known. */
  sampledAt?: Date;
  receivedAt: Date;
  reportedAt: Date;
  /** The lab physician who validated the results. */
  validatedBy: string;
  results: readonly AnalyteResult[];
  /** A correction replacing an earlier version of the report (issue 27); printed as such. */
  corrected?: boolean;
}

/** A demo report as generated and seeded: the PDF's contents and what is stored of them. */
export interface GeneratedReport extends DemoReportContent {
  patient: Required<ReportPatient>;
  sampledAt: Date;
  results: readonly DemoAnalyteResult[];
  /** False: a bare PDF, uploaded without structured results. */
  structured: boolean;
  corrected: boolean;
  /** The values of the first version, which the correction replaced. */
  replaced: readonly DemoAnalyteResult[] | null;
}

export interface DemoReportOptions {
  doctor: ReportDoctor;
  now: Date;
  /** Patients with several reports over the months (issue 27). */
  histories?: readonly PatientHistory[];
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** About 5.5 months: every demo report is still within the six-month download window. */
const RECEIVED_SPAN_MS = 168 * DAY_MS;
/** The newest sample arrived at least this long ago, so its report can already exist. */
const RECEIVED_MIN_AGE_MS = 3 * HOUR_MS;
const REPORT_DELAY_MS = { min: 2 * HOUR_MS, max: 3 * DAY_MS };
/** From the sample taken in the practice to its arrival in the lab. */
const TRANSPORT_MS = { min: 1 * HOUR_MS, max: 8 * HOUR_MS };
/** Every BARE_EVERY-th one-off report is a bare PDF. */
const BARE_EVERY = 4;
const PANELS_PER_REPORT = { min: 2, max: 4 };
const OUT_OF_RANGE_SHARE = 0.15;
const PATIENT_AGE_YEARS = { min: 18, max: 92 };
const MAX_COUNT = 10_000;
/** One-off patients' numbers; the histories' (demoPatientHistories.ts) lie below, 40xxxxxx. */
const PATIENT_NUMBERS = { min: 50_000_000, max: 59_999_999 };

const FIRST_NAMES: readonly string[] = [
  'Anna Andreas Birgit Bernd Claudia Christian Doris Dieter Elke Frank Gabriele Günter Heike',
  'Jürgen Ines Jan Karin Klaus Lena Lukas Monika Matthias Nicole Olaf Petra Ralf Sabine',
  'Stefan Ursula Uwe Jörg Susanne Tobias Renate Björn Käthe',
]
  .join(' ')
  .split(' ');

const LAST_NAMES: readonly string[] = [
  'Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Schäfer Koch',
  'Bauer Richter Klein Wolf Schröder Neumann Schwarz Zimmermann Braun Krüger Hofmann Hartmann',
  'Lange Schmitt Werner Krause Meier Lehmann Köhler Weiß Jäger Groß Möller Vogel',
]
  .join(' ')
  .split(' ');

const VALIDATING_PHYSICIANS = [
  'Dr. med. Katharina Sommerfeld',
  'Dr. med. Jonas Albrecht',
  'Dr. rer. nat. Miriam Falk',
] as const;

/**
 * Newest first: `count` one-off reports and the reports of the histories. Reference numbers rise
 * with the received date, as a lab's numbering does.
 */
export function demoReportContents(
  seed: number,
  count: number,
  options: DemoReportOptions,
): GeneratedReport[] {
  if (!Number.isInteger(count) || count < 0 || count > MAX_COUNT) {
    throw new RangeError(`count must be an integer from 0 to ${MAX_COUNT}, got ${count}`);
  }
  const random = seededRandom(seed);
  const now = options.now.getTime();
  const oneOffs: Dated[] = Array.from({ length: count }, (_, index) => {
    // One stratum of the span per report keeps the spread even however few there are.
    const age =
      RECEIVED_MIN_AGE_MS + ((index + random.next()) / count) * (RECEIVED_SPAN_MS - RECEIVED_MIN_AGE_MS);
    return {
      ageMs: age,
      patient: demoPatient(random, now),
      results: demoResults(random),
      structured: index % BARE_EVERY !== BARE_EVERY - 1,
      replaced: null,
    };
  });
  const histories: Dated[] = (options.histories ?? []).flatMap((history) =>
    historyVisits(random, history, RECEIVED_SPAN_MS - DAY_MS).map((visit) => ({
      ageMs: visit.ageMs,
      patient: { ...history.patient },
      results: visit.values.map(toResult),
      structured: true,
      replaced: visit.replaced?.map(toResult) ?? null,
    })),
  );
  const dated = [...oneOffs, ...histories].sort((a, b) => b.ageMs - a.ageMs);
  const befundIds = risingBefundIds(random, dated.length);
  return dated
    .map((report, index): GeneratedReport => {
      const receivedAt = now - Math.round(report.ageMs);
      const reportedAt = Math.min(now, receivedAt + random.int(REPORT_DELAY_MS.min, REPORT_DELAY_MS.max));
      return {
        befundId: befundIds[index] ?? '',
        doctor: { ...options.doctor },
        patient: report.patient,
        sampledAt: new Date(receivedAt - random.int(TRANSPORT_MS.min, TRANSPORT_MS.max)),
        receivedAt: new Date(receivedAt),
        reportedAt: new Date(reportedAt),
        validatedBy: random.pick(VALIDATING_PHYSICIANS),
        results: report.results,
        structured: report.structured,
        corrected: report.replaced !== null,
        replaced: report.replaced,
      };
    })
    .reverse();
}

interface Dated {
  ageMs: number;
  patient: Required<ReportPatient>;
  results: DemoAnalyteResult[];
  structured: boolean;
  replaced: DemoAnalyteResult[] | null;
}

/** Oldest first: eight digits, strictly rising with gaps (other customers' orders in between). */
function risingBefundIds(random: SeededRandom, count: number): string[] {
  let next = random.int(20_000_000, 69_999_999);
  return Array.from({ length: count }, () => {
    next += random.int(17, 900);
    return String(next);
  });
}

function toResult({ panel, analyte, value }: HistoryValue): DemoAnalyteResult {
  const { code, loinc, name, nameEn, unit, decimals, range, critical } = analyte;
  return {
    panel,
    code,
    loinc,
    name,
    nameEn,
    unit,
    decimals,
    range,
    value,
    ...(critical ? { critical } : {}),
  };
}

function demoPatient(random: SeededRandom, now: number): Required<ReportPatient> {
  const ageDays = random.int(PATIENT_AGE_YEARS.min * 365, PATIENT_AGE_YEARS.max * 365);
  return {
    nummer: String(random.int(PATIENT_NUMBERS.min, PATIENT_NUMBERS.max)),
    nachname: random.pick(LAST_NAMES),
    vorname: random.pick(FIRST_NAMES),
    geburtsdatum: new Date(now - ageDays * DAY_MS).toISOString().slice(0, 10),
  };
}

function demoResults(random: SeededRandom): DemoAnalyteResult[] {
  const panels = random.sample(ANALYTE_PANELS, random.int(PANELS_PER_REPORT.min, PANELS_PER_REPORT.max));
  return panels.flatMap((panel) =>
    panel.analytes.map((analyte) =>
      toResult({
        panel: panel.name,
        analyte,
        value: demoValue(random, analyte, random.chance(OUT_OF_RANGE_SHARE)),
      }),
    ),
  );
}

/** Inside the range (within the plausible values), or on a randomly chosen side outside it. */
function demoValue(random: SeededRandom, analyte: AnalyteDefinition, outOfRange: boolean): number {
  const [min, max] = analyte.plausible;
  const { low = min, high = max } = rangeLimits(analyte.range);
  const outside: [number, number][] = [];
  if (min < low) outside.push([min, low]);
  if (high < max) outside.push([high, max]);
  const [from, to] =
    outOfRange && outside.length > 0 ? random.pick(outside) : [Math.max(min, low), Math.min(max, high)];
  const factor = 10 ** analyte.decimals;
  return Math.round(random.uniform(from, to) * factor) / factor;
}

function rangeLimits(range: ReferenceRange): { low?: number; high?: number } {
  switch (range.kind) {
    case 'between':
      return { low: range.low, high: range.high };
    case 'below':
      return { high: range.limit };
    case 'above':
      return { low: range.limit };
  }
}
