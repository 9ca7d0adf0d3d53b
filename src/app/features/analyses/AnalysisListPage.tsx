import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ListPagination } from '../../components/ListPagination';
import { SelectField } from '../../components/SelectField';
import { Spinner } from '../../components/Spinner';
import { pathOf } from '../../router/routePaths';
import { AnalysisCard } from './AnalysisCard';
import { analysisGroups, analysisListPage } from './analysisListView';
import { CatalogueFilters } from './CatalogueFilters';
import { CatalogueHeader } from './CatalogueHeader';
import { readListParams, writeListParams, type CatalogueListParams } from './catalogueListParams';
import { useCatalogueLanguage, useMirroredAnalyses } from './useCatalogueMirror';

/**
 * The catalogue of analyses for its editors (issue 28; gate 'manage content'): read from the
 * mirror like every list, searched, filtered by group and state (withdrawn ones shown as such),
 * paged; each with its edit, withdraw and restore buttons.
 */
export default function AnalysisListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { groupOf } = useCatalogueLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const analyses = useMirroredAnalyses();
  const change = (next: Partial<CatalogueListParams>) =>
    setSearchParams(writeListParams(searchParams, next), { replace: true });
  const page = analyses ? analysisListPage(analyses, params, params) : undefined;
  return (
    <div className="flex min-w-0 flex-col gap-5">
      <CatalogueHeader newLabel={t('analyses.new')} onNew={() => navigate(pathOf('new-analysis'))} />
      <CatalogueFilters params={params} onChange={change}>
        <div className="w-full min-w-0 sm:w-64">
          <SelectField
            label={t('analyses.group')}
            value={params.group}
            onChange={(event) => change({ group: event.target.value })}
            options={[
              { value: '', label: t('analyses.allGroups') },
              ...analysisGroups(analyses ?? []).map((group) => ({
                value: group.group,
                label: groupOf(group),
              })),
            ]}
          />
        </div>
      </CatalogueFilters>
      {page === undefined ? (
        <Spinner label={t('analyses.loading')} />
      ) : (
        <>
          <p className="text-sm text-stone-600" data-testid="analysis-count">
            {t('analyses.count', { count: page.total })}
          </p>
          {page.rows.length === 0 ? (
            <p className="text-sm text-stone-600">{t('analyses.empty')}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {page.rows.map((analysis) => (
                <AnalysisCard key={analysis.id} analysis={analysis} />
              ))}
            </ul>
          )}
          <ListPagination
            page={page.page}
            lastPage={page.lastPage}
            perPage={params.perPage}
            total={page.total}
            onPage={(next) => change({ page: next })}
            onPerPage={(perPage) => change({ perPage })}
          />
        </>
      )}
    </div>
  );
}
