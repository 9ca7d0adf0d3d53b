import { useTranslation } from 'react-i18next';
import { SecondaryButton } from '../../components/Button';
import { SecondaryLink } from '../../components/SecondaryLink';
import { askConfirmation } from '../../components/confirm/confirmStore';
import { notify } from '../../notifications/notify';
import { useBrowserOnline } from '../../offline/useMirror';
import { analysesApi, type CatalogueKind } from './analysesApi';

/**
 * An entry's buttons: edit, and withdraw or restore after the app's dialog has asked. Both wait
 * for a connection (the catalogue is written online); the page's gate is 'manage content', which
 * the server asks of these writes too.
 */
export function CatalogueEntryActions({
  kind,
  entry,
  name,
  editPath,
}: {
  kind: CatalogueKind;
  entry: { id: string; withdrawn_at: string | null };
  name: string;
  editPath: string;
}) {
  const { t } = useTranslation();
  const online = useBrowserOnline();
  const withdrawn = entry.withdrawn_at !== null;
  const toggle = async () => {
    const confirmed = await askConfirmation({
      title: t(withdrawn ? 'analyses.restoreTitle' : 'analyses.withdrawTitle', { name }),
      message: withdrawn
        ? t(kind === 'analysis' ? 'analyses.restoreText' : 'analyses.restoreProfileText')
        : t(kind === 'analysis' ? 'analyses.withdrawText' : 'analyses.withdrawProfileText'),
      confirmLabel: t(withdrawn ? 'analyses.restore' : 'analyses.withdraw'),
      tone: withdrawn ? 'primary' : 'danger',
    });
    if (!confirmed) return;
    if (await analysesApi.setWithdrawn(kind, entry.id, !withdrawn)) {
      notify.success(t(withdrawn ? 'analyses.restoredDone' : 'analyses.withdrawnDone'));
    }
  };
  return (
    <div className="flex shrink-0 flex-wrap gap-2">
      {online ? (
        <SecondaryLink to={editPath}>
          {t('analyses.edit')}
          <span className="sr-only">: {name}</span>
        </SecondaryLink>
      ) : (
        <SecondaryButton disabled>
          {t('analyses.edit')}
          <span className="sr-only">: {name}</span>
        </SecondaryButton>
      )}
      <SecondaryButton disabled={!online} onClick={() => void toggle()}>
        {t(withdrawn ? 'analyses.restore' : 'analyses.withdraw')}
        <span className="sr-only">: {name}</span>
      </SecondaryButton>
    </div>
  );
}

/** The mark of a withdrawn entry in a list. */
export function WithdrawnMark() {
  const { t } = useTranslation();
  return (
    <span
      data-testid="withdrawn-mark"
      className="inline-flex items-center rounded-full bg-stone-200 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-stone-800"
    >
      {t('analyses.withdrawn')}
    </span>
  );
}
