/**
 * One demo patient's course: the visits spread evenly from the oldest a report may be (still within
 * the six-month retention, spec §4, §9) to `newestAgeDays` ago, each with the same panels. An
 * analyte with a `course` moves in a line from its first to its last value, the others stay about
 * where they started (inside the reference range); every value gets a little seeded noise, as two
 * samples of the same patient never give the same number, and stays within the plausible bounds.
 */
import { analytePanel, type AnalyteDefinition, type ReferenceRange } from './analytePanels';
import type { SeededRandom } from './seededRandom';

export interface HistoryPatient {
  /** The lab's patient number (FHIR Patient.identifier, LDT 3000). */
  nummer: string;
  nachname: string;
  vorname: string;
  geburtsdatum: string;
}

export interface PatientHistory {
  patient: HistoryPatient;
  visits: number;
  newestAgeDays: number;
  /** Panel names of ANALYTE_PANELS, in every report of the history. */
  panels: readonly string[];
  /** By analyte code: the value at the first and at the last visit. */
  courses: Readonly<Record<string, readonly [first: number, last: number]>>;
  /** By analyte code: the newest report's value instead of its course (the critical one). */
  newest?: Readonly<Record<string, number>>;
  /** The report of visit `visit` (0: the oldest) was corrected: `code` was first sent as `original`. */
  correction?: { visit: number; code: string; original: number };
  /** From visit `visit` on, the lab prints `code` with another reference range (a new assay). */
  rangeChange?: { visit: number; code: string; range: ReferenceRange };
}

export interface HistoryValue {
  panel: string;
  analyte: AnalyteDefinition;
  value: number;
}

export interface HistoryVisit {
  /** How long before now the sample arrived in the lab. */
  ageMs: number;
  values: HistoryValue[];
  /** The values of the report's first version when it was corrected. */
  replaced?: HistoryValue[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Noise per value, as a share of the analyte's plausible span. */
const NOISE_SHARE = 0.02;
/** How far an analyte without a course may wander over the whole history (share of the span). */
const WANDER_SHARE = 0.06;
const DATE_JITTER_MS = 3 * DAY_MS;

/** Oldest visit first. `oldestAgeMs`: the age of the oldest sample. */
export function historyVisits(
  random: SeededRandom,
  history: PatientHistory,
  oldestAgeMs: number,
): HistoryVisit[] {
  const newestAge = history.newestAgeDays * DAY_MS;
  const steps = Math.max(1, history.visits - 1);
  const analytes = history.panels.flatMap((name) =>
    analytePanel(name).analytes.map((analyte) => ({ panel: name, analyte })),
  );
  const courses = analytes.map(({ analyte }) => history.courses[analyte.code] ?? wander(random, analyte));
  return Array.from({ length: history.visits }, (_, visit) => {
    const isNewest = visit === history.visits - 1;
    const share = visit / steps;
    const jitter = visit === 0 || isNewest ? 0 : random.uniform(-DATE_JITTER_MS, DATE_JITTER_MS);
    const ageMs = Math.round(oldestAgeMs - share * (oldestAgeMs - newestAge) + jitter);
    const values = analytes.map(({ panel, analyte: catalogued }, index) => {
      const [first, last] = courses[index] ?? [0, 0];
      const change = history.rangeChange;
      const analyte =
        change?.code === catalogued.code && visit >= change.visit
          ? { ...catalogued, range: change.range }
          : catalogued;
      const override = isNewest ? history.newest?.[analyte.code] : undefined;
      const drawn = first + (last - first) * share + noise(random, analyte);
      return { panel, analyte, value: round(override ?? clamp(drawn, analyte), analyte) };
    });
    const correction = history.correction?.visit === visit ? history.correction : undefined;
    if (!correction) return { ageMs, values };
    const replaced = values.map((entry) =>
      entry.analyte.code === correction.code ? { ...entry, value: correction.original } : entry,
    );
    return { ageMs, values, replaced };
  });
}

/** A start inside the reference range and an end a little away from it. */
function wander(random: SeededRandom, analyte: AnalyteDefinition): [number, number] {
  const [min, max] = analyte.plausible;
  const range = analyte.range;
  const low = range.kind === 'between' ? range.low : range.kind === 'above' ? range.limit : min;
  const high = range.kind === 'between' ? range.high : range.kind === 'below' ? range.limit : max;
  const inner = (high - low) * 0.15;
  const start = random.uniform(Math.max(min, low) + inner, Math.min(max, high) - inner);
  const end = start + random.uniform(-1, 1) * WANDER_SHARE * (max - min);
  return [start, end];
}

function noise(random: SeededRandom, analyte: AnalyteDefinition): number {
  const [min, max] = analyte.plausible;
  return random.uniform(-1, 1) * NOISE_SHARE * (max - min);
}

function clamp(value: number, analyte: AnalyteDefinition): number {
  const [min, max] = analyte.plausible;
  return Math.min(max, Math.max(min, value));
}

function round(value: number, analyte: AnalyteDefinition): number {
  const factor = 10 ** analyte.decimals;
  return Math.round(value * factor) / factor;
}
