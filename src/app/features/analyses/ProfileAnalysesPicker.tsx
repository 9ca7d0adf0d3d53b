import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalysisRow } from '../../../db/tables/analyses';
import { SecondaryButton } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { matchesAnalysis } from './analysisListView';
import { useCatalogueLanguage } from './useCatalogueMirror';

/** Search hits listed at once: enough to find one, few enough for a phone. */
const HITS_SHOWN = 30;

/**
 * The analyses of a profile: the chosen ones in the profile's order (it is the order entry's), each
 * to move up or remove, and a search over the current analyses to add more. Withdrawn analyses
 * cannot be chosen (the server refuses them too); one withdrawn since stays listed, marked, to remove.
 */
export function ProfileAnalysesPicker({
  catalogue,
  value,
  onChange,
  error,
}: {
  catalogue: readonly AnalysisRow[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const { nameOf } = useCatalogueLanguage();
  const [search, setSearch] = useState('');
  const byId = new Map(catalogue.map((analysis) => [Number(analysis.id), analysis]));
  const hits =
    search.trim() === ''
      ? []
      : catalogue
          .filter((analysis) => analysis.withdrawn_at === null && matchesAnalysis(analysis, search))
          .slice(0, HITS_SHOWN);
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...value.filter((other) => other !== id), id] : value.filter((other) => other !== id));
  const moveUp = (index: number) => {
    const next = [...value];
    [next[index - 1], next[index]] = [next[index] as number, next[index - 1] as number];
    onChange(next);
  };
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium text-stone-700">{t('analyses.fields.analyses')}</legend>
      <div className="flex flex-col gap-1">
        <p className="text-sm text-stone-700">{t('analyses.fields.chosen')}</p>
        {value.length === 0 ? (
          <p className="text-sm text-stone-600">{t('analyses.fields.noneChosen')}</p>
        ) : (
          <ol className="flex flex-col gap-1" data-testid="profile-chosen">
            {value.map((id, index) => {
              const analysis = byId.get(id);
              const label = analysis ? `${analysis.code} · ${nameOf(analysis)}` : String(id);
              return (
                <li
                  key={id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md p-1 ring-1 ring-stone-200"
                >
                  <span className="min-w-0 text-sm break-words">
                    {label}
                    {analysis?.withdrawn_at && ` (${t('analyses.withdrawn')})`}
                  </span>
                  <span className="flex gap-1">
                    {index > 0 && (
                      <SecondaryButton className="px-2 py-1" onClick={() => moveUp(index)}>
                        {t('analyses.fields.moveUp')}
                        <span className="sr-only">: {label}</span>
                      </SecondaryButton>
                    )}
                    <SecondaryButton className="px-2 py-1" onClick={() => toggle(id, false)}>
                      {t('analyses.fields.remove')}
                      <span className="sr-only">: {label}</span>
                    </SecondaryButton>
                  </span>
                </li>
              );
            })}
          </ol>
        )}
        {error && <p className="text-sm text-red-700">{t(error)}</p>}
      </div>
      <div className="w-full min-w-0 sm:w-72">
        <TextField
          label={t('analyses.search')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {hits.length > 0 && (
        <div className="flex flex-col gap-1 rounded-md border border-stone-200 p-2">
          {hits.map((analysis) => (
            <label key={analysis.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={value.includes(Number(analysis.id))}
                onChange={(event) => toggle(Number(analysis.id), event.target.checked)}
              />
              <span className="break-words">
                {analysis.code} · {nameOf(analysis)}
              </span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
