import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MagnifyingGlassIcon } from '@heroicons/react/20/solid';
import { IEC_SELECTION_MAX } from '../../../contract/constants';
import { PrimaryButton } from '../../components/Button';
import { currentLocale } from '../../i18n/i18n';
import { iecSelectionActions, useIecSelection } from '../../offline/iecSelection';
import { appliedOrder, groupViews, sameSelection } from './iecView';
import { SelectionPanel } from './SelectionPanel';
import { SubstanceGroupList } from './SubstanceGroupList';
import { useIecCatalogue } from './useIecCatalogue';
import './iecTexts';

/**
 * The iEC tool (spec §2 'substance groups, select, apply, search, download as PDF or Excel, new
 * selection, optional substance info, sources'; issue 16), entirely from the mirror, so it works
 * offline: the checkboxes are a draft until 'Übernehmen' queues them as the selection.
 */
export default function IecToolPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const catalogue = useIecCatalogue();
  const selection = useIecSelection();
  const [search, setSearch] = useState('');
  const [showInfo, setShowInfo] = useState(false);
  /** The checked substances while they differ from the selection; null: the selection as it is. */
  const [draft, setDraft] = useState<ReadonlySet<number> | null>(null);
  if (!catalogue || !selection) return null;

  const checked = draft ?? new Set(selection.ids);
  const dirty = draft !== null && !sameSelection(selection.ids, draft);
  const tooLarge = checked.size > IEC_SELECTION_MAX;
  const views = groupViews(catalogue, locale, search);
  const searching = search.trim().length > 0;

  const toggle = (id: number) => {
    const next = new Set(checked);
    if (!next.delete(id)) next.add(id);
    setDraft(next);
  };
  const apply = () => {
    void iecSelectionActions.replace(appliedOrder(selection.ids, checked));
    setDraft(null);
  };
  const remove = (id: number) => {
    void iecSelectionActions.remove(id);
    if (draft) setDraft(new Set([...draft].filter((checkedId) => checkedId !== id)));
  };
  const clear = () => {
    void iecSelectionActions.replace([]);
    setDraft(null);
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{t('routes.iecTool')}</h1>
        <p className="max-w-3xl text-stone-600">{t('iecTool.intro')}</p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section className="flex min-w-0 flex-col gap-3" aria-labelledby="iec-groups-heading">
          <h2 id="iec-groups-heading" className="text-lg font-semibold">
            {t('iecTool.groups.heading')}
          </h2>
          <div className="flex flex-wrap items-end gap-3">
            <label className="flex min-w-0 flex-1 basis-64 flex-col gap-1 text-sm font-medium text-stone-700">
              {t('iecTool.search.label')}
              <span className="relative">
                <MagnifyingGlassIcon
                  className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-stone-400"
                  aria-hidden="true"
                />
                <input
                  type="search"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  placeholder={t('iecTool.search.placeholder')}
                  className="w-full rounded-md border border-stone-300 py-2 pr-3 pl-8 text-sm font-normal"
                  data-testid="iec-search"
                />
              </span>
            </label>
            <label className="flex items-center gap-2 py-2 text-sm text-stone-700">
              <input
                type="checkbox"
                checked={showInfo}
                onChange={(event) => setShowInfo(event.target.checked)}
                className="size-4 rounded border-stone-300 text-primary-700"
                data-testid="iec-show-info"
              />
              {t('iecTool.showInfo')}
            </label>
          </div>
          {catalogue.groups.length === 0 && <p className="text-stone-600">{t('iecTool.groups.empty')}</p>}
          {searching && views.length === 0 && <p className="text-stone-600">{t('iecTool.search.noHits')}</p>}
          <SubstanceGroupList
            views={views}
            locale={locale}
            checked={checked}
            searching={searching}
            showInfo={showInfo}
            sources={catalogue.sources}
            onToggle={toggle}
          />
          <div className="sticky bottom-0 z-10 flex flex-wrap items-center gap-3 border-t border-stone-200 bg-stone-50/95 py-3">
            <PrimaryButton disabled={!dirty || tooLarge} onClick={apply} data-testid="iec-apply">
              {t('iecTool.apply')}
            </PrimaryButton>
            {tooLarge ? (
              <p className="text-sm text-red-800">{t('validation.selectionTooLarge')}</p>
            ) : (
              dirty && <p className="text-sm text-stone-600">{t('iecTool.unapplied')}</p>
            )}
          </div>
        </section>
        <aside className="order-first min-w-0 lg:sticky lg:top-4 lg:order-none">
          <SelectionPanel
            catalogue={catalogue}
            selection={selection}
            locale={locale}
            onRemove={remove}
            onClear={clear}
          />
        </aside>
      </div>
    </div>
  );
}
