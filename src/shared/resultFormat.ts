/**
 * How a lab value reads, in the reader's language (issue 27): the report's table, the cumulative
 * findings, the trend's tooltip, the critical dialog ('Kalium 7,1 mmol/l (3,5–5,1) HH') and the
 * printed cumulative table all write a value, its range and its flag through here, so a value never
 * reads '7.1' on one screen and '7,1' on the next.
 *
 * A numeric value keeps the decimals the lab printed ('0.50' stays '0,50'): they say how precise
 * the measurement is. Text values and range texts are shown as the lab sent them. Pure and without
 * the app, so the device's PDF (and the server, should it print one) use it unchanged.
 */
import type { ReportResult, ResultRange } from '../contract/results';

/** The result's name in the reader's language: English for 'en…', German otherwise. */
export const resultName = (result: Pick<ReportResult, 'name'>, language: string | undefined): string =>
  language?.startsWith('en') ? result.name.en : result.name.de;

const decimalsOf = (printed: string): number => {
  const dot = printed.indexOf('.');
  return dot < 0 ? 0 : printed.length - dot - 1;
};

/**
 * The number formats by language and decimals, made once: making an Intl.NumberFormat costs far
 * more than formatting with it, and the cumulative findings format a thousand values at a time.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: string | undefined, minimum: number, maximum: number): Intl.NumberFormat {
  const key = `${language ?? ''}|${minimum}|${maximum}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      minimumFractionDigits: minimum,
      maximumFractionDigits: maximum,
      useGrouping: false,
    });
    numberFormats.set(key, format);
  }
  return format;
}

/** A number as the lab printed it ('7.1', '0.50'), in the reader's notation. */
export function formatPrintedNumber(printed: string, value: number, language: string | undefined): string {
  const decimals = Math.min(decimalsOf(printed.trim()), 6);
  return numberFormat(language, decimals, decimals).format(value);
}

/** A reference limit: as many decimals as it has (at most four). */
export const formatLimit = (value: number, language: string | undefined): string =>
  numberFormat(language, 0, 4).format(value);

/** The value without its unit: the number in the reader's notation, a text result as sent. */
export function formatResultValue(
  result: Pick<ReportResult, 'kind' | 'value' | 'numeric'>,
  language: string | undefined,
): string {
  return result.kind === 'numeric' && result.numeric !== null
    ? formatPrintedNumber(result.value, result.numeric, language)
    : result.value;
}

/** The value with its unit: '7,1 mmol/l'. */
export function formatResultWithUnit(
  result: Pick<ReportResult, 'kind' | 'value' | 'numeric' | 'unit'>,
  language: string | undefined,
): string {
  const value = formatResultValue(result, language);
  return result.unit ? `${value} ${result.unit}` : value;
}

/**
 * The reference range: '3,5–5,1', '> 60' (a lower limit only), '< 5' (an upper one only); the lab's
 * text ('negativ') when it gave no limit. Numbers win over the text where both came, since they
 * read in the reader's notation. '' when there is no range.
 */
export function formatRange(range: ResultRange, language: string | undefined): string {
  const { low, high, text } = range;
  if (low !== null && high !== null) return `${formatLimit(low, language)}–${formatLimit(high, language)}`;
  if (low !== null) return `> ${formatLimit(low, language)}`;
  if (high !== null) return `< ${formatLimit(high, language)}`;
  return text?.trim() ?? '';
}

/** Two ranges say the same (the cumulative table marks a value measured against another range). */
export const sameRange = (a: ResultRange, b: ResultRange): boolean =>
  a.low === b.low && a.high === b.high && (a.text ?? '').trim() === (b.text ?? '').trim();

/**
 * One result in a line: 'Kalium 7,1 mmol/l (3,5–5,1) HH'. The flag is left out when normal, the
 * range when there is none.
 */
export function formatResultLine(result: ReportResult, language: string | undefined): string {
  const range = formatRange(result.range, language);
  return [
    resultName(result, language),
    formatResultWithUnit(result, language),
    range ? `(${range})` : '',
    result.flag === 'N' ? '' : result.flag,
  ]
    .filter(Boolean)
    .join(' ');
}
