import { useTranslation } from 'react-i18next';
import { ChatBubbleLeftRightIcon } from '@heroicons/react/24/outline';

/** Spec §8 empty state 'no demands', for the active list and the archive. */
export function DemandEmptyState({ archived }: { archived: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="demands-empty"
      className="flex flex-col items-center gap-2 self-start rounded-lg bg-white p-8 text-center text-sm text-stone-600 shadow-sm ring-1 ring-stone-200"
    >
      <ChatBubbleLeftRightIcon className="size-8 text-stone-400" aria-hidden="true" />
      <p>{archived ? t('reportDemands.list.empty.archived') : t('reportDemands.list.empty.active')}</p>
    </div>
  );
}
