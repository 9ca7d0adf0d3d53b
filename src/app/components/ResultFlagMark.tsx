import { useTranslation } from 'react-i18next';
import { CRITICAL_RESULT_FLAGS, type ResultFlag } from '../../contract/results';
import './componentTexts';

/**
 * A value's limit flag (issue 27) as the report's table, the cumulative findings and the trend's
 * list show it: the lab's letters ('H', 'LL') in colour, with their meaning for screen readers and
 * as a tooltip, so colour is never the only sign. Nothing for a normal value.
 */
export function ResultFlagMark({ flag }: { flag: ResultFlag }) {
  const { t } = useTranslation();
  return <FlagMark flag={flag} meaning={flag === 'N' ? '' : t(`resultFlag.${flag}`)} />;
}

/**
 * The same mark with its meaning given: a table of a thousand values translates each flag once
 * (`resultFlag.<flag>`) rather than subscribing every value to the language.
 */
export function FlagMark({ flag, meaning }: { flag: ResultFlag; meaning: string }) {
  if (flag === 'N') return null;
  const critical = CRITICAL_RESULT_FLAGS.has(flag);
  return (
    <span
      data-testid="result-flag"
      title={meaning}
      className={`inline-flex rounded px-1 text-xs font-bold ${
        critical ? 'bg-red-700 text-white' : 'bg-amber-100 text-amber-900 ring-1 ring-amber-300'
      }`}
    >
      <span aria-hidden="true">{flag}</span>
      <span className="sr-only">{meaning}</span>
    </span>
  );
}

/** The text colour of a value by its flag: red when critical, amber-brown when outside the range. */
export function resultValueClass(flag: ResultFlag): string {
  if (CRITICAL_RESULT_FLAGS.has(flag)) return 'font-semibold text-red-800';
  return flag === 'N' ? 'text-stone-900' : 'font-semibold text-amber-900';
}
