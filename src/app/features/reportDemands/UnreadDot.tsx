import { useTranslation } from 'react-i18next';

/** The unread marker of a demand: a dot, named for screen readers. */
export function UnreadDot() {
  const { t } = useTranslation();
  return (
    <span data-testid="demand-unread" className="inline-flex items-center">
      <span className="size-2.5 rounded-full bg-primary-600" aria-hidden="true" />
      <span className="sr-only">{t('reportDemands.list.unread')}</span>
    </span>
  );
}
