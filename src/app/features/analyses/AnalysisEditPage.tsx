import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { pathOf } from '../../router/routePaths';
import { AnalysisForm } from './AnalysisForm';
import { useMirroredAnalyses } from './useCatalogueMirror';
import './analysesTexts';

/** A new analysis (`/backend/analyses/new`) or one to edit (`/backend/analyses/{id}/edit`), from the mirror. */
export default function AnalysisEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const catalogue = useMirroredAnalyses();
  const back = () => navigate(pathOf('list-analyses'));
  const analysis = id === undefined ? undefined : catalogue?.find((row) => row.id === id);
  return (
    <section className="flex max-w-3xl min-w-0 flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t(id ? 'routes.editAnalysis' : 'routes.newAnalysis')}</h1>
      {catalogue === undefined ? (
        <Spinner label={t('analyses.loading')} />
      ) : id !== undefined && !analysis ? (
        <p className="text-sm text-stone-600">{t('analyses.notFound')}</p>
      ) : (
        <AnalysisForm key={analysis?.id ?? 'new'} analysis={analysis} catalogue={catalogue} onDone={back} />
      )}
    </section>
  );
}
