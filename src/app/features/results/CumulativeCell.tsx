import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RESULT_FLAGS, type ResultFlag, type ResultRange } from '../../../contract/results';
import { FlagMark, resultValueClass } from '../../components/ResultFlagMark';
import { formatRange, formatResultValue } from '../../../shared/resultFormat';
import type { CumulativeCell } from './cumulativeTable';

/**
 * The texts every value of the cumulative findings needs, translated once per language: the table
 * has a thousand values, and a hook or a translation per value costs more than the value itself
 * (docs/benchmarks.md, the cumulative view).
 */
export interface CellTexts {
  language: string | undefined;
  flagMeaning: Readonly<Record<ResultFlag, string>>;
  corrected: string;
  ownRange: (range: ResultRange) => string;
}

export function useCellTexts(): CellTexts {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  return useMemo(
    () => ({
      language,
      flagMeaning: Object.fromEntries(
        RESULT_FLAGS.map((flag) => [flag, flag === 'N' ? '' : t(`resultFlag.${flag}`)]),
      ) as Record<ResultFlag, string>,
      corrected: t('results.corrected'),
      ownRange: (range) => t('results.cumulative.ownRange', { range: formatRange(range, language) || '–' }),
    }),
    [t, language],
  );
}

/**
 * One value of the cumulative findings: the number in the reader's notation with its flag; the
 * range it was measured against when that differs from the row's; a corrected value says so. As
 * few elements as that takes (the table cell or list item around it aligns it): the browser lays
 * out a thousand of them.
 */
export function CumulativeValue({ cell, texts }: { cell: CumulativeCell; texts: CellTexts }) {
  const { result } = cell;
  return (
    <>
      <span className={`tabular-nums ${resultValueClass(result.flag)}`} data-testid="cumulative-value">
        {formatResultValue(result, texts.language)}
      </span>
      {result.flag !== 'N' && ' '}
      <FlagMark flag={result.flag} meaning={texts.flagMeaning[result.flag]} />
      {cell.rangeChanged && (
        <span className="block text-xs text-stone-600" data-testid="cumulative-own-range">
          {texts.ownRange(result.range)}
        </span>
      )}
      {cell.corrected && (
        <span className="block text-xs text-violet-800" data-testid="cumulative-corrected">
          {texts.corrected}
        </span>
      )}
    </>
  );
}
