/**
 * Deterministic contents of demo lab reports (Befunde): fictional patients, reference numbers and
 * results drawn from ANALYTE_PANELS. The received dates spread over the last 5.5 months, inside
 * the six months a report stays downloadable (spec §4, §9), so from about ten reports on the
 * oldest ones are close to expiring, as in a real account.
 */
import { ANALYTE_PANELS, type AnalyteDefinition, type ReferenceRange } from './analytePanels';
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
}

export interface DemoReportContent {
  /** The reference number (spec §3 befund_id), 8 digits. */
  befundId: string;
  doctor: ReportDoctor;
  patient: ReportPatient;
  receivedAt: Date;
  reportedAt: Date;
  /** The lab physician who validated the results. */
  validatedBy: string;
  results: readonly AnalyteResult[];
}

export interface DemoReportOptions {
  doctor: ReportDoctor;
  now: Date;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** About 5.5 months: every demo report is still within the six-month download window. */
const RECEIVED_SPAN_MS = 168 * DAY_MS;
/** The newest sample arrived at least this long ago, so its report can already exist. */
const RECEIVED_MIN_AGE_MS = 3 * HOUR_MS;
const REPORT_DELAY_MS = { min: 2 * HOUR_MS, max: 3 * DAY_MS };
const PANELS_PER_REPORT = { min: 2, max: 4 };
const OUT_OF_RANGE_SHARE = 0.15;
const PATIENT_AGE_YEARS = { min: 18, max: 92 };
const MAX_COUNT = 10_000;

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

/** Newest first; reference numbers rise with the received date, as a lab's numbering does. */
export function demoReportContents(
  seed: number,
  count: number,
  options: DemoReportOptions,
): DemoReportContent[] {
  if (!Number.isInteger(count) || count < 0 || count > MAX_COUNT) {
    throw new RangeError(`count must be an integer from 0 to ${MAX_COUNT}, got ${count}`);
  }
  const random = seededRandom(seed);
  const now = options.now.getTime();
  const befundIds = risingBefundIds(random, count).reverse();
  return befundIds.map((befundId, index) => {
    // One stratum of the span per report keeps the spread even however few there are.
    const age =
      RECEIVED_MIN_AGE_MS + ((index + random.next()) / count) * (RECEIVED_SPAN_MS - RECEIVED_MIN_AGE_MS);
    const receivedAt = now - Math.round(age);
    const reportedAt = Math.min(now, receivedAt + random.int(REPORT_DELAY_MS.min, REPORT_DELAY_MS.max));
    return {
      befundId,
      doctor: { ...options.doctor },
      patient: demoPatient(random, now),
      receivedAt: new Date(receivedAt),
      reportedAt: new Date(reportedAt),
      validatedBy: random.pick(VALIDATING_PHYSICIANS),
      results: demoResults(random),
    };
  });
}

/** Oldest first: eight digits, strictly rising with gaps (other customers' orders in between). */
function risingBefundIds(random: SeededRandom, count: number): string[] {
  let next = random.int(20_000_000, 69_999_999);
  return Array.from({ length: count }, () => {
    next += random.int(17, 900);
    return String(next);
  });
}

function demoPatient(random: SeededRandom, now: number): ReportPatient {
  const ageDays = random.int(PATIENT_AGE_YEARS.min * 365, PATIENT_AGE_YEARS.max * 365);
  return {
    nachname: random.pick(LAST_NAMES),
    vorname: random.pick(FIRST_NAMES),
    geburtsdatum: new Date(now - ageDays * DAY_MS).toISOString().slice(0, 10),
  };
}

function demoResults(random: SeededRandom): AnalyteResult[] {
  const panels = random.sample(ANALYTE_PANELS, random.int(PANELS_PER_REPORT.min, PANELS_PER_REPORT.max));
  return panels.flatMap((panel) =>
    panel.analytes.map((analyte) => ({
      panel: panel.name,
      name: analyte.name,
      unit: analyte.unit,
      decimals: analyte.decimals,
      range: analyte.range,
      value: demoValue(random, analyte, random.chance(OUT_OF_RANGE_SHARE)),
    })),
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
