import { useTranslation } from 'react-i18next';
import { TicketIcon } from '@heroicons/react/24/outline';

/** Spec §8 empty state 'no tickets'; with a search, what was searched for. */
export function TicketEmptyState({ search }: { search: string }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="tickets-empty"
      className="flex flex-col items-center gap-2 rounded-lg bg-white p-8 text-center text-sm text-stone-600 shadow-sm ring-1 ring-stone-200"
    >
      <TicketIcon className="size-8 text-stone-400" aria-hidden="true" />
      <p>
        {search.trim() ? t('tickets.list.emptySearch', { search: search.trim() }) : t('tickets.list.empty')}
      </p>
    </div>
  );
}
