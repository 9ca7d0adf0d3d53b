import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { pathOf } from '../../router/routePaths';
import { ProfileForm } from './ProfileForm';
import { useMirroredAnalyses, useMirroredProfiles } from './useCatalogueMirror';
import './analysesTexts';

/** A new profile or one to edit, from the mirror. */
export default function ProfileEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const catalogue = useMirroredAnalyses();
  const profiles = useMirroredProfiles();
  const back = () => navigate(pathOf('list-analysis-profiles'));
  const profile = id === undefined ? undefined : profiles?.find((row) => row.id === id);
  return (
    <section className="flex max-w-3xl min-w-0 flex-col gap-4">
      <h1 className="text-2xl font-semibold">
        {t(id ? 'routes.editAnalysisProfile' : 'routes.newAnalysisProfile')}
      </h1>
      {catalogue === undefined || profiles === undefined ? (
        <Spinner label={t('analyses.loading')} />
      ) : id !== undefined && !profile ? (
        <p className="text-sm text-stone-600">{t('analyses.notFound')}</p>
      ) : (
        <ProfileForm key={profile?.id ?? 'new'} profile={profile} catalogue={catalogue} onDone={back} />
      )}
    </section>
  );
}
