/**
 * The results of one LDT 3 Befund record (issue 27), field identifiers from the KBV LDT 3
 * specification (Obj_0060 Untersuchungsergebnis Klinische Chemie, Obj_0042 Normalwert, Obj_0037
 * Material, Obj_0054 Timestamp; cross-checked against egore/libldt3):
 *
 *   field  meaning                                      here
 *   8410   Test-Ident                                   opens a result; file order is print order
 *   8411   Testbezeichnung                              the name (de and en alike)
 *   7260   Katalog-ID of the next test ('1' = LOINC)    with 7365 Analysen-ID: the LOINC code
 *   7306   Darstellung Ergebniswerte ('01' numerisch)   '01': a value that is no number is refused
 *   8420   Ergebnis-Wert                                the value, decimal comma or point
 *   8421   Einheit                                      kept as sent
 *   8460   Normalwert-Text                              the range as text (its limits when '3,5-5,1')
 *   8461   Normalwert untere Grenze                     lower limit
 *   8462   Normalwert obere Grenze                      upper limit; below the lower one is refused
 *   8422   Grenzwertindikator (E005)                    N, H/+, HH/++, L/-, LL/--, !H, !L, A, AA
 *   8418   Teststatus (E007)                            '04' / '08' corrected: the report is a correction
 *   8219   Timestamp Materialabnahme/-entnahme          its 7278 date (JJJJMMTT), 7279 time (HHMMSS),
 *                                                       7273 zone ('UTC+1'; none: the lab's zone)
 *   8216   Timestamp Befunderstellung (Obj_0017)        the report's time, as 8219 (else 8301/8302)
 *   8432   Abnahme-Datum, 8433 Abnahme-Zeit (LDT 2)     TTMMJJJJ / HHMM, as older systems send them
 *
 * Files may frame objects (8002 Obj_nnnn … 8003, LDT 3) or list the fields flat (older senders):
 * inside frames, result fields count only within Obj_0060, and 8421 only as the value's own
 * (a Normalwert's limits carry the unit again). A value field before any 8410 is a structure
 * error; a bad value names its line and field.
 */
import type { ReportResult } from '../../../../src/contract/results';
import { labNumber, ResultRefused, toReportResult, type RawResult } from '../importedResult';
import { LdtError, LdtProblem } from './ldtError';
import type { LdtLine } from './ldtLines';
import { Timestamps, timestampOf } from './ldtTimestamps';

const RESULT_FIELDS = new Set(['8411', '7306', '8420', '8421', '8460', '8461', '8462', '8422', '8418']);
const CORRECTED_TEST_STATUS = new Set(['04', '08']);
const LOINC_CATALOG = '1';
/** Obj_0060 Untersuchungsergebnis Klinische Chemie, the object of one result. */
const RESULT_OBJECT = 'Obj_0060';
const NUMERIC_REPRESENTATION = '01';

interface OpenResult {
  raw: RawResult;
  /** The line of each field read, to name it when the value is refused. */
  lines: Map<string, number>;
}

const PROBLEM_FIELD: Record<ResultRefused['problem'], { field: string; problem: LdtProblem }> = {
  noAnalyte: { field: '8410', problem: LdtProblem.noAnalyte },
  notNumeric: { field: '8420', problem: LdtProblem.notNumeric },
  rangeOrder: { field: '8462', problem: LdtProblem.rangeOrder },
  flag: { field: '8422', problem: LdtProblem.flag },
};

/** Where a line stands among the objects (8002 … 8003) of a framed file. */
class ObjectFrames {
  readonly #open: string[] = [];

  follow(line: LdtLine, text: string): void {
    if (line.field === '8002') this.#open.push(text);
    if (line.field === '8003') this.#open.pop();
  }

  /** Result fields count in a flat file, and in a framed one within Obj_0060. */
  get inResult(): boolean {
    return this.#open.length === 0 || this.#open.includes(RESULT_OBJECT);
  }

  /** The value's own unit: not a Normalwert's (Obj_0042) or another nested object's. */
  get atResultLevel(): boolean {
    const innermost = this.#open.at(-1);
    return innermost === undefined || innermost === RESULT_OBJECT;
  }
}

export function resultsOf(
  lines: readonly LdtLine[],
  text: (line: LdtLine) => string,
  befund: string,
): { results: ReportResult[]; sampledAt: Date | null; reportedAt: Date | null; corrected: boolean } {
  const open: OpenResult[] = [];
  let corrected = false;
  let pendingLoinc: string | null = null;
  let loincCatalog = false;
  const timestamps = new Timestamps();
  const frames = new ObjectFrames();
  for (const line of lines) {
    const value = text(line);
    frames.follow(line, value);
    if (timestamps.take(line)) continue;
    timestamps.legacySample(line);
    if (!frames.inResult) continue;
    if (line.field === '7260') loincCatalog = value === LOINC_CATALOG;
    else if (line.field === '7365' && loincCatalog) pendingLoinc = value;
    else if (line.field === '8410') {
      open.push({
        raw: {
          group: null,
          code: value,
          loinc: pendingLoinc,
          name: '',
          value: '',
          declaredNumeric: false,
          unit: '',
          low: null,
          high: null,
          rangeText: null,
          flag: '',
        },
        lines: new Map([['8410', line.line]]),
      });
      pendingLoinc = null;
      loincCatalog = false;
    } else if (RESULT_FIELDS.has(line.field)) {
      if (line.field === '8421' && !frames.atResultLevel) continue;
      const current = open.at(-1);
      if (!current) throw new LdtError(line.line, line.field, LdtProblem.structure);
      current.lines.set(line.field, line.line);
      const { raw } = current;
      if (line.field === '8411') raw.name = value;
      if (line.field === '7306') raw.declaredNumeric = value === NUMERIC_REPRESENTATION;
      if (line.field === '8420') raw.value = value;
      if (line.field === '8421') raw.unit = value;
      if (line.field === '8460') raw.rangeText = value;
      if (line.field === '8461') raw.low = limit(line, value, befund);
      if (line.field === '8462') raw.high = limit(line, value, befund);
      if (line.field === '8422') raw.flag = value;
      if (line.field === '8418' && CORRECTED_TEST_STATUS.has(value)) corrected = true;
    }
  }
  timestamps.end();
  const results = open.map(({ raw, lines: at }, position) => {
    try {
      return toReportResult(raw, position);
    } catch (error) {
      if (!(error instanceof ResultRefused)) throw error;
      const { field, problem } = PROBLEM_FIELD[error.problem];
      const where = at.get(field) ?? at.get(field === '8462' ? '8460' : '8410') ?? 0;
      throw new LdtError(where, at.has(field) ? field : field === '8462' ? '8460' : '8410', problem, {
        befund,
      });
    }
  });
  const sample = timestamps.found.get('sample');
  const report = timestamps.found.get('report');
  return {
    results,
    sampledAt: sample ? timestampOf(sample, text) : null,
    reportedAt: report ? timestampOf(report, text) : null,
    corrected,
  };
}

/** A limit of the normal range: a number, or the file is refused naming its line. */
function limit(line: LdtLine, value: string, befund: string): number {
  const number = labNumber(value);
  if (number === null) throw new LdtError(line.line, line.field, LdtProblem.notNumeric, { befund });
  return number;
}
