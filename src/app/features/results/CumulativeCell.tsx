import type { TFunction } from 'i18next';
import { ResultFlagMark, resultValueClass } from '../../components/ResultFlagMark';
import { formatRange, formatResultValue } from '../../../shared/resultFormat';
import type { CumulativeCell } from './cumulativeTable';

/**
 * One value of the cumulative findings: the number in the reader's notation with its flag; the
 * range it was measured against when that differs from the row's; a corrected value says so.
 * The table has a thousand of them: language and `t` come from the table, not a hook each.
 */
export function CumulativeValue({
  cell,
  language,
  t,
}: {
  cell: CumulativeCell;
  language: string | undefined;
  t: TFunction;
}) {
  const { result } = cell;
  return (
    <span className="inline-flex flex-col items-end gap-0.5">
      <span className="inline-flex items-center gap-1 whitespace-nowrap">
        <span className={`tabular-nums ${resultValueClass(result.flag)}`} data-testid="cumulative-value">
          {formatResultValue(result, language)}
        </span>
        <ResultFlagMark flag={result.flag} />
      </span>
      {cell.rangeChanged && (
        <span className="text-xs whitespace-nowrap text-stone-600" data-testid="cumulative-own-range">
          {t('results.cumulative.ownRange', { range: formatRange(result.range, language) || '–' })}
        </span>
      )}
      {cell.corrected && (
        <span className="text-xs text-violet-800" data-testid="cumulative-corrected">
          {t('results.corrected')}
        </span>
      )}
    </span>
  );
}
