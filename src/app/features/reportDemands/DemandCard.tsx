import { useTranslation } from 'react-i18next';
import { PendingMark } from '../../components/PendingMark';
import { formatDateTime } from '../../i18n/formatDate';
import { demandPatient, isUnreadActive, messagePreview } from './demandListView';
import { DemandOpenButton, type DemandRowProps } from './DemandTableRow';
import { UnreadDot } from './UnreadDot';

/**
 * One demand as a card on narrower screens. The reference number's button stretches over the
 * whole card, so a tap anywhere opens the conversation and the keyboard reaches it as one button.
 */
export function DemandCard({ demand, open, pending, onOpen }: DemandRowProps) {
  const { t, i18n } = useTranslation();
  const unread = isUnreadActive(demand);
  const column = (key: string) => t(`reportDemands.list.columns.${key}`);
  return (
    <li
      data-testid="demand-row"
      data-befund-id={demand.befundId}
      data-uuid={demand.uuid}
      data-unread={unread}
      data-pending={pending}
      aria-current={open ? 'true' : undefined}
      className={`relative flex flex-col gap-1 p-4 text-sm ${open ? 'bg-primary-50' : 'hover:bg-stone-50'}`}
    >
      <div className="flex items-center justify-between gap-2">
        <p className={`flex items-center gap-2 ${unread ? 'font-semibold' : ''}`}>
          {unread && <UnreadDot />}
          <span>{column('befundId')}</span>
          <DemandOpenButton demand={demand} onOpen={onOpen} stretched />
        </p>
        <span className="text-xs text-stone-500">
          {formatDateTime(demand.created_at, i18n.resolvedLanguage)}
        </span>
      </div>
      <p className={unread ? 'font-semibold' : 'font-medium'}>
        {t(`reportDemands.subjects.${demand.subject}`)} · {demandPatient(demand)}
      </p>
      <p className="line-clamp-2 break-words text-stone-700" data-testid="demand-preview">
        {messagePreview(demand)}
      </p>
      {pending && (
        <p>
          <PendingMark />
        </p>
      )}
    </li>
  );
}
