import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SelectField } from '../../components/SelectField';
import { pathOf } from '../../router/routePaths';
import { AnalysisCard } from './AnalysisCard';
import { analysisGroups, analysisListPage } from './analysisListView';
import { CatalogueListFrame } from './CatalogueListFrame';
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
  return (
    <CatalogueListFrame
      newLabel={t('analyses.new')}
      onNew={() => navigate(pathOf('new-analysis'))}
      params={params}
      onChange={change}
      filters={
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
      }
      page={analyses ? analysisListPage(analyses, params, params) : undefined}
      count={{ testId: 'analysis-count', text: (count) => t('analyses.count', { count }) }}
      renderRow={(analysis) => <AnalysisCard key={analysis.id} analysis={analysis} />}
    />
  );
}
