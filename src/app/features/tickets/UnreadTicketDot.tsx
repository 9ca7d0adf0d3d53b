import { useTranslation } from 'react-i18next';

/** The unread marker of a ticket: a dot, named for screen readers. */
export function UnreadTicketDot() {
  const { t } = useTranslation();
  return (
    <span data-testid="ticket-unread" className="inline-flex items-center">
      <span className="size-2.5 rounded-full bg-primary-600" aria-hidden="true" />
      <span className="sr-only">{t('tickets.list.unread')}</span>
    </span>
  );
}
