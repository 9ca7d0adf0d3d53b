import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TicketListPage } from './TicketListPage';
import { ticketFilterOf } from './ticketListView';
import './ticketTexts';

/** Spec §2 tickets/{type}: a list by the filter's name; an unknown name shows the empty state. */
export default function TicketTypePage() {
  const { type } = useParams();
  const { t } = useTranslation();
  const filter = ticketFilterOf(type);
  if (!filter) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-semibold">{t('routes.tickets')}</h1>
        <p
          data-testid="tickets-empty"
          className="rounded-lg bg-white p-8 text-center text-sm text-stone-600 shadow-sm ring-1 ring-stone-200"
        >
          {t('tickets.list.empty')}
        </p>
      </div>
    );
  }
  return <TicketListPage filter={filter} />;
}
