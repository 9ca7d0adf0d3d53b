import { useTranslation } from 'react-i18next';
import { MinusIcon, PlusIcon } from '@heroicons/react/24/outline';
import { IEC_SELECTION_MAX } from '../../../contract/constants';
import type { IecSubstanceGroupRow, IecSubstanceRow } from '../../../db/rows';
import { PrimaryButton, SecondaryButton } from '../../components/Button';
import { PendingMark } from '../../components/PendingMark';
import { notify } from '../../notifications/notify';
import { iecSelectionActions, useIecSelection } from '../../offline/iecSelection';
import type { LexiconLocale } from './lexiconView';

/**
 * The substance an entry explains, with the button that adds it to the iEC tool's selection or
 * removes it (spec §2 'iEC wiki: add or remove a substance from the tool selection'). The change is
 * an outbox action on the shared selection: offline it shows at once, marked pending, and reaches
 * the server when the device is back online. A full selection offers no 'add' (the server refuses
 * more than IEC_SELECTION_MAX).
 */
export function SubstancePanel({
  substance,
  group,
  locale,
}: {
  substance: IecSubstanceRow;
  group: IecSubstanceGroupRow | null;
  locale: LexiconLocale;
}) {
  const { t } = useTranslation();
  const selection = useIecSelection();
  const substanceId = Number(substance.id);
  const selected = selection?.ids.includes(substanceId) ?? false;
  const full = !selected && (selection?.ids.length ?? 0) >= IEC_SELECTION_MAX;
  const toggle = async () => {
    try {
      await iecSelectionActions.toggle(substanceId);
    } catch {
      notify.error(t('wiki.entry.selectionFailed'));
    }
  };
  const Toggle = selected ? SecondaryButton : PrimaryButton;
  return (
    <section
      aria-labelledby="lexicon-substance"
      data-testid="lexicon-substance"
      data-selected={selected}
      className="flex min-w-0 flex-col gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="lexicon-substance" className="text-lg font-semibold break-words">
        {t('wiki.entry.substance', { name: substance.name[locale] })}
      </h2>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {group && (
          <>
            <dt className="text-stone-500">{t('wiki.entry.group')}</dt>
            <dd className="break-words">{group.title[locale]}</dd>
          </>
        )}
        {substance.cas && (
          <>
            <dt className="text-stone-500">{t('wiki.entry.cas')}</dt>
            <dd>{substance.cas}</dd>
          </>
        )}
        {substance.synonyms.length > 0 && (
          <>
            <dt className="text-stone-500">{t('wiki.entry.synonyms')}</dt>
            <dd className="break-words">{substance.synonyms.join(', ')}</dd>
          </>
        )}
      </dl>
      <p className="text-sm break-words text-stone-700">{substance.info[locale]}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Toggle
          data-testid="toggle-selection"
          disabled={selection === undefined || full}
          onClick={() => void toggle()}
        >
          {selected ? (
            <MinusIcon className="size-4" aria-hidden="true" />
          ) : (
            <PlusIcon className="size-4" aria-hidden="true" />
          )}
          {t(selected ? 'wiki.entry.remove' : 'wiki.entry.add')}
        </Toggle>
        {selected && (
          <span className="text-sm text-stone-700" data-testid="selection-state">
            {t('wiki.entry.inSelection')}
          </span>
        )}
        {selection?.pending && <PendingMark />}
      </div>
      {full && (
        <p className="text-sm text-stone-600">{t('wiki.entry.selectionFull', { max: IEC_SELECTION_MAX })}</p>
      )}
    </section>
  );
}
