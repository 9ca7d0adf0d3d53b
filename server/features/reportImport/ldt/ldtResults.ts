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
 *   8219   Timestamp Materialabnahme/-entnahme          its 7278 date (JJJJMMTT), 7279 time (HHMMSS)
 *   8432   Abnahme-Datum, 8433 Abnahme-Zeit (LDT 2)     TTMMJJJJ / HHMM, as older systems send them
 *
 * A value field before any 8410 is a structure error; a bad value names its line and field.
 */
import { LAB_TIME_ZONE } from '../../../../src/contract/constants';
import type { ReportResult } from '../../../../src/contract/results';
import { labNumber, ResultRefused, toReportResult, type RawResult } from '../importedResult';
import { LdtError, LdtProblem } from './ldtError';
import type { LdtLine } from './ldtLines';

const RESULT_FIELDS = new Set(['8411', '7306', '8420', '8421', '8460', '8461', '8462', '8422', '8418']);
const CORRECTED_TEST_STATUS = new Set(['04', '08']);
const LOINC_CATALOG = '1';
const NUMERIC_REPRESENTATION = '01';

interface OpenResult {
  raw: RawResult;
  /** The line of each field read, to name it when the value is refused. */
  lines: Map<string, number>;
}

/** A wall-clock time in the laboratory's zone (LDT carries none) to the instant. */
function labTime(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: LAB_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(asUtc));
  const part = (type: string) => Number(parts.find((one) => one.type === type)?.value ?? 0);
  const zoned = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return new Date(asUtc - (zoned - asUtc));
}

function sampleTime(date: LdtLine, dateText: string, time: LdtLine | undefined, timeText: string): Date {
  const iso =
    date.field === '7278'
      ? /^(\d{4})(\d{2})(\d{2})$/.exec(dateText)
      : /^(\d{2})(\d{2})(\d{4})$/.exec(dateText);
  const [year, month, day] = iso
    ? date.field === '7278'
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [Number(iso[3]), Number(iso[2]), Number(iso[1])]
    : [0, 0, 0];
  const valid = new Date(Date.UTC(year, month - 1, day));
  if (
    !iso ||
    valid.getUTCFullYear() !== year ||
    valid.getUTCMonth() !== month - 1 ||
    valid.getUTCDate() !== day
  )
    throw new LdtError(date.line, date.field, LdtProblem.date);
  const clock = /^(\d{2})(\d{2})(\d{2})?\d{0,3}$/.exec(timeText);
  if (time && (!clock || Number(clock[1]) > 23 || Number(clock[2]) > 59 || Number(clock[3] ?? 0) > 59))
    throw new LdtError(time.line, time.field, LdtProblem.time);
  return labTime(year, month, day, Number(clock?.[1] ?? 0), Number(clock?.[2] ?? 0), Number(clock?.[3] ?? 0));
}

const PROBLEM_FIELD: Record<ResultRefused['problem'], { field: string; problem: LdtProblem }> = {
  noAnalyte: { field: '8410', problem: LdtProblem.noAnalyte },
  notNumeric: { field: '8420', problem: LdtProblem.notNumeric },
  rangeOrder: { field: '8462', problem: LdtProblem.rangeOrder },
  flag: { field: '8422', problem: LdtProblem.flag },
};

export function resultsOf(
  lines: readonly LdtLine[],
  text: (line: LdtLine) => string,
  befund: string,
): { results: ReportResult[]; sampledAt: Date | null; corrected: boolean } {
  const open: OpenResult[] = [];
  let corrected = false;
  let pendingLoinc: string | null = null;
  let loincCatalog = false;
  let sample: { date: LdtLine; time?: LdtLine } | null = null;
  let awaitingSample = false;
  for (const line of lines) {
    const value = text(line);
    if (awaitingSample && line.field === '7278') sample = { date: line };
    else if (awaitingSample && line.field === '7279' && sample) sample.time = line;
    awaitingSample =
      awaitingSample && (line.field === '8219' || line.field === '7278' || line.field === '7279');
    if (line.field === '8219') awaitingSample = true;
    else if (line.field === '8432') sample = { date: line };
    else if (line.field === '8433' && sample?.date.field === '8432') sample.time = line;
    else if (line.field === '7260') loincCatalog = value === LOINC_CATALOG;
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
  const sampledAt = sample
    ? sampleTime(sample.date, text(sample.date), sample.time, sample.time ? text(sample.time) : '')
    : null;
  return { results, sampledAt, corrected };
}

/** A limit of the normal range: a number, or the file is refused naming its line. */
function limit(line: LdtLine, value: string, befund: string): number {
  const number = labNumber(value);
  if (number === null) throw new LdtError(line.line, line.field, LdtProblem.notNumeric, { befund });
  return number;
}
