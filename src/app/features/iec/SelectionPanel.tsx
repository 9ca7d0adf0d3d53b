import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { XMarkIcon } from '@heroicons/react/20/solid';
import type { Locale } from '../../../contract/constants';
import { SyncEntity } from '../../../contract/sync';
import { SecondaryButton } from '../../components/Button';
import { PendingMark } from '../../components/PendingMark';
import type { IecSelection } from '../../offline/iecSelection';
import { useRejectedActions } from '../../offline/useMirror';
import { DownloadButtons } from './DownloadButtons';
import { selectionViews } from './iecView';
import { NewSelectionDialog } from './NewSelectionDialog';
import type { IecCatalogue } from './useIecCatalogue';

/**
 * The applied selection (spec §2), grouped, each substance removable; pending while a change waits
 * for the server, with the server's refusal said here too (a substance deleted meanwhile: the
 * action sits in 'Nicht gesendet' and the selection shown is the server's). Downloads and 'new
 * selection' act on this selection, not on unapplied checkboxes.
 */
export function SelectionPanel({
  catalogue,
  selection,
  locale,
  onRemove,
  onClear,
}: {
  catalogue: IecCatalogue;
  selection: IecSelection;
  locale: Locale;
  onRemove: (id: number) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const refused = useRejectedActions().some((row) => row.entity === SyncEntity.iecSelection);
  const views = selectionViews(catalogue, locale, selection.ids);
  const count = views.reduce((total, view) => total + view.substances.length, 0);
  return (
    <section
      aria-labelledby="iec-selection-heading"
      className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200"
      data-testid="iec-selection"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="iec-selection-heading" className="text-lg font-semibold">
          {t('iecTool.selection.heading')}
        </h2>
        {selection.pending && <PendingMark />}
      </div>
      {refused && (
        <p
          role="alert"
          className="rounded-md bg-red-50 p-3 text-sm text-red-900"
          data-testid="iec-selection-refused"
        >
          {t('iec.selectionOutdated')}
        </p>
      )}
      {count === 0 ? (
        <p className="text-sm text-stone-600">{t('iecTool.selection.empty')}</p>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-stone-600" data-testid="iec-selection-count">
            {t('iecTool.selection.count', { count })}
          </p>
          {views.map(({ group, substances }) => (
            <div key={group.id}>
              <h3 className="text-sm font-semibold text-primary-800">{group.title[locale]}</h3>
              <ul className="mt-1 flex flex-col">
                {substances.map((substance) => (
                  <li
                    key={substance.id}
                    className="flex items-center justify-between gap-2 py-0.5 text-sm"
                    data-testid="iec-selected"
                  >
                    <span className="min-w-0 break-words">{substance.name[locale]}</span>
                    <button
                      type="button"
                      onClick={() => onRemove(Number(substance.id))}
                      className="shrink-0 rounded p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-800"
                      aria-label={t('iecTool.selection.remove', { name: substance.name[locale] })}
                    >
                      <XMarkIcon className="size-4" aria-hidden="true" />
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
      <DownloadButtons ids={count === 0 ? [] : selection.ids} locale={locale} />
      <div>
        <SecondaryButton
          disabled={selection.ids.length === 0}
          onClick={() => setConfirming(true)}
          data-testid="iec-new-selection"
        >
          {t('iecTool.newSelection.button')}
        </SecondaryButton>
      </div>
      <NewSelectionDialog open={confirming} onClose={() => setConfirming(false)} onConfirm={onClear} />
    </section>
  );
}
