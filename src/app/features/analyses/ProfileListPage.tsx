import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { listPage } from '../../offline/sortedListPage';
import { pathOf } from '../../router/routePaths';
import { profileList } from './analysisListView';
import { CatalogueEntryActions, WithdrawnMark } from './CatalogueEntryActions';
import { CatalogueListFrame } from './CatalogueListFrame';
import { readListParams, writeListParams, type CatalogueListParams } from './catalogueListParams';
import { useCatalogueLanguage, useMirroredAnalyses, useMirroredProfiles } from './useCatalogueMirror';

/** The profiles (panels) for the catalogue's editors: searched, by state, each with its analyses. */
export default function ProfileListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { nameOf } = useCatalogueLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const profiles = useMirroredProfiles();
  const analyses = useMirroredAnalyses();
  const codeOf = new Map((analyses ?? []).map((analysis) => [Number(analysis.id), analysis.code]));
  const change = (next: Partial<CatalogueListParams>) =>
    setSearchParams(writeListParams(searchParams, next), { replace: true });
  return (
    <CatalogueListFrame
      newLabel={t('analyses.newProfile')}
      onNew={() => navigate(pathOf('new-analysis-profile'))}
      params={params}
      onChange={change}
      page={profiles ? listPage(profileList(profiles, params), params) : undefined}
      count={{ testId: 'profile-count', text: (count) => t('analyses.profileCount', { count }) }}
      renderRow={(profile) => (
        <li
          key={profile.id}
          data-testid="profile-item"
          className="flex flex-col gap-2 rounded-lg bg-white p-3 shadow-sm ring-1 ring-stone-200 sm:flex-row sm:items-start sm:justify-between"
        >
          <div className="flex min-w-0 flex-col gap-1">
            <p className="flex flex-wrap items-center gap-2 font-medium break-words">
              <span className="font-mono text-sm text-stone-700">{profile.code}</span>
              <span>{nameOf(profile)}</span>
              {profile.withdrawn_at !== null && <WithdrawnMark />}
            </p>
            <p className="text-sm break-words text-stone-600">
              {profile.analysis_ids.map((id) => codeOf.get(id) ?? String(id)).join(', ')}
            </p>
          </div>
          <CatalogueEntryActions
            kind="profile"
            entry={profile}
            name={nameOf(profile)}
            editPath={pathOf('edit-analysis-profile', { id: profile.id })}
          />
        </li>
      )}
    />
  );
}
