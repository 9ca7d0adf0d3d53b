/**
 * One result as either import format read it, to the contract's ReportResult (issue 27), with the
 * rules both formats share: a number where one is declared, a range whose lower limit is not above
 * its upper, an analyte code; the lab's flag in FHIR's and LDT's spellings, or, where the lab sent
 * none, the flag the range gives. Each parser turns a refusal into its own error shape (FHIR an
 * OperationOutcome naming the element, LDT a 422 naming the line and field).
 */
import { ResultFlag, type ReportResult } from '../../../src/contract/results';

/** What a format hands over; `value` as sent (decimal comma or point). */
export interface RawResult {
  group: string | null;
  code: string;
  loinc: string | null;
  name: string;
  value: string;
  /** The source declares the value a number (FHIR valueQuantity, LDT 7306 '01'). */
  declaredNumeric: boolean;
  unit: string;
  low: number | null;
  high: number | null;
  rangeText: string | null;
  /** As sent: H, L, HH, LL, A, AA, N, the LDT 3 signs (+, ++, !H, …) or empty. */
  flag: string;
}

export type ResultProblem = 'noAnalyte' | 'notNumeric' | 'rangeOrder' | 'flag';

export class ResultRefused extends Error {
  constructor(readonly problem: ResultProblem) {
    super(problem);
    this.name = 'ResultRefused';
  }
}

/** A number as labs print it: '7,1', '7.1', '-3', '5.00E+07'. */
const LAB_NUMBER = /^[+-]?\d+(?:[.,]\d+)?(?:[eE][+-]?\d+)?$/;

export const labNumber = (text: string): number | null =>
  LAB_NUMBER.test(text.trim()) ? Number(text.trim().replace(',', '.')) : null;

/** '3,5-5,1', '3.5 – 5.1', '< 5', '> 60': limits of a range given as text. */
export function limitsOfText(text: string): { low: number | null; high: number | null } {
  const number = String.raw`([+-]?\d+(?:[.,]\d+)?)`;
  const between = new RegExp(String.raw`^\s*${number}\s*(?:-|–|\.\.)\s*${number}\s*$`).exec(text);
  if (between?.[1] && between[2]) return { low: labNumber(between[1]), high: labNumber(between[2]) };
  const below = new RegExp(String.raw`^\s*(?:<|<=|≤)\s*${number}\s*$`).exec(text);
  if (below?.[1]) return { low: null, high: labNumber(below[1]) };
  const above = new RegExp(String.raw`^\s*(?:>|>=|≥)\s*${number}\s*$`).exec(text);
  if (above?.[1]) return { low: labNumber(above[1]), high: null };
  return { low: null, high: null };
}

/**
 * FHIR v3 ObservationInterpretation and LDT 3 (E005 Grenzwertindikator) spellings. LDT's extreme
 * values (!H, !L) and the older signs (++, --, !!) are the critical flags; FHIR's HU/LU
 * (significantly high/low) too. POS/NEG and the like say abnormal/normal of a text result.
 */
const FLAG_SPELLINGS: Record<string, ResultFlag> = {
  N: 'N',
  NEG: 'N',
  ND: 'N',
  H: 'H',
  '+': 'H',
  HH: 'HH',
  '++': 'HH',
  '!H': 'HH',
  '!+': 'HH',
  HU: 'HH',
  L: 'L',
  '-': 'L',
  LL: 'LL',
  '--': 'LL',
  '–': 'LL',
  '!L': 'LL',
  '!-': 'LL',
  LU: 'LL',
  A: 'A',
  POS: 'A',
  DET: 'A',
  AA: 'AA',
  '!!': 'AA',
};

/** The lab's flag, or the range's verdict where it sent none. */
function flagOf(raw: RawResult, numeric: number | null): ResultFlag {
  const sent = raw.flag.trim().toUpperCase();
  if (sent !== '') {
    const flag = FLAG_SPELLINGS[sent];
    if (!flag) throw new ResultRefused('flag');
    return flag;
  }
  if (numeric === null) return ResultFlag.normal;
  if (raw.low !== null && numeric < raw.low) return ResultFlag.low;
  if (raw.high !== null && numeric > raw.high) return ResultFlag.high;
  return ResultFlag.normal;
}

export function toReportResult(raw: RawResult, position: number): ReportResult {
  const code = raw.code.trim();
  if (code === '') throw new ResultRefused('noAnalyte');
  const value = raw.value.trim();
  const numeric = labNumber(value);
  if (raw.declaredNumeric && numeric === null) throw new ResultRefused('notNumeric');
  const fromText = raw.rangeText ? limitsOfText(raw.rangeText) : { low: null, high: null };
  const low = raw.low ?? fromText.low;
  const high = raw.high ?? fromText.high;
  if (low !== null && high !== null && low > high) throw new ResultRefused('rangeOrder');
  const name = raw.name.trim() || code;
  return {
    position,
    group: raw.group?.trim() || null,
    code,
    loinc: raw.loinc?.trim() || null,
    name: { de: name, en: name },
    kind: numeric === null ? 'text' : 'numeric',
    value: numeric === null ? value : value.replace(',', '.'),
    numeric,
    unit: raw.unit.trim(),
    range: { low, high, text: raw.rangeText?.trim() || null },
    flag: flagOf({ ...raw, low, high }, numeric),
  };
}
