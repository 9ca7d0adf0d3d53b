import { useTranslation } from 'react-i18next';
import { TUBES } from '../../../contract/analyses';
import type { AnalysisRow } from '../../../db/tables/analyses';
import { pathOf } from '../../router/routePaths';
import { CatalogueEntryActions, WithdrawnMark } from './CatalogueEntryActions';
import { useCatalogueLanguage } from './useCatalogueMirror';

/**
 * One analysis as a card that wraps on a phone and lines up on a laptop: code and name, its group,
 * the sample (material, tube with its cap colour, volume, stability, transport), its note and
 * billing categories, and the staff's buttons.
 */
export function AnalysisCard({ analysis }: { analysis: AnalysisRow }) {
  const { t } = useTranslation();
  const { nameOf, groupOf, numberOf, language } = useCatalogueLanguage();
  const name = nameOf(analysis);
  const note = language === 'en' ? analysis.note_en : analysis.note;
  return (
    <li
      data-testid="analysis-item"
      className="flex flex-col gap-2 rounded-lg bg-white p-3 shadow-sm ring-1 ring-stone-200 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium break-words">
          <span className="font-mono text-sm text-stone-700">{analysis.code}</span>
          <span>{name}</span>
          {analysis.withdrawn_at !== null && <WithdrawnMark />}
        </p>
        <p className="text-sm break-words text-stone-600">
          {groupOf(analysis)}
          {analysis.loinc && ` · LOINC ${analysis.loinc}`}
        </p>
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-stone-700">
          <span
            aria-hidden="true"
            className="inline-block size-3 rounded-full ring-1 ring-stone-400"
            style={{ backgroundColor: TUBES[analysis.tube].colour }}
          />
          <span>
            {t(`material.${analysis.material}`)}, {t(`tube.${analysis.tube}`)}
          </span>
          <span>· {t('analyses.volume', { volume: numberOf(analysis.volume_ml) })}</span>
          <span>· {t('analyses.stability', { hours: numberOf(analysis.stability_hours) })}</span>
          <span>· {t(`transport.${analysis.transport}`)}</span>
        </p>
        {note && <p className="text-sm break-words text-stone-600 italic">{note}</p>}
        <p className="text-sm text-stone-600">
          {analysis.billing.map((category) => t(`billing.${category}`)).join(' · ')}
        </p>
      </div>
      <CatalogueEntryActions
        kind="analysis"
        entry={analysis}
        name={name}
        editPath={pathOf('edit-analysis', { id: analysis.id })}
      />
    </li>
  );
}
