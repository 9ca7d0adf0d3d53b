import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../contract/constants';
import type { IecSourceRow, IecSubstanceRow } from '../../../db/rows';
import { SubstanceSources } from './SubstanceSources';

/** One substance of a group: a checkbox with its name, CAS number and synonyms; optionally its info and sources. */
export function SubstanceOption({
  substance,
  locale,
  checked,
  showInfo,
  sources,
  onToggle,
}: {
  substance: IecSubstanceRow;
  locale: Locale;
  checked: boolean;
  showInfo: boolean;
  sources: ReadonlyMap<number, IecSourceRow>;
  onToggle: (id: number) => void;
}) {
  const { t } = useTranslation();
  const id = Number(substance.id);
  const cited = substance.source_ids
    .map((sourceId) => sources.get(sourceId))
    .filter((row) => row !== undefined);
  return (
    <li className="px-3 py-2 sm:px-4" data-testid="iec-substance">
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 rounded border-stone-300 text-primary-700"
          checked={checked}
          onChange={() => onToggle(id)}
          data-testid={`iec-substance-${id}`}
        />
        <span className="min-w-0 break-words">
          <span className="font-medium">{substance.name[locale]}</span>
          {substance.cas && (
            <span className="ml-2 text-xs whitespace-nowrap text-stone-600">
              {t('iecTool.cas', { cas: substance.cas })}
            </span>
          )}
          {substance.synonyms.length > 0 && (
            <span className="block text-xs text-stone-600">
              {t('iecTool.synonyms', { list: substance.synonyms.join(', ') })}
            </span>
          )}
        </span>
      </label>
      {showInfo && (
        <div className="mt-1 ml-7 text-sm text-stone-700" data-testid="iec-substance-info">
          <p className="break-words">{substance.info[locale]}</p>
          <SubstanceSources sources={cited} />
        </div>
      )}
    </li>
  );
}
