import { useTranslation } from 'react-i18next';
import type { ReportDemandRow } from '../../../db/rows';
import { PendingMark } from '../../components/PendingMark';
import { formatDateTime } from '../../i18n/formatDate';
import { demandPatient, isUnreadActive, messagePreview } from './demandListView';
import { UnreadDot } from './UnreadDot';

export interface DemandRowProps {
  demand: ReportDemandRow;
  open: boolean;
  pending: boolean;
  onOpen: (uuid: string) => void;
}

/**
 * One demand in the wide table. A click anywhere on the row opens its conversation (issue 11);
 * the reference number is the row's button, so the keyboard reaches it too.
 */
export function DemandTableRow({ demand, open, pending, onOpen }: DemandRowProps) {
  const { t, i18n } = useTranslation();
  const unread = isUnreadActive(demand);
  return (
    <tr
      data-testid="demand-row"
      data-befund-id={demand.befundId}
      data-uuid={demand.uuid}
      data-unread={unread}
      data-pending={pending}
      aria-current={open ? 'true' : undefined}
      onClick={() => onOpen(demand.uuid)}
      className={`cursor-pointer ${unread ? 'font-semibold' : ''} ${open ? 'bg-primary-50' : 'hover:bg-stone-50'}`}
    >
      <td className="px-2 py-2">{unread && <UnreadDot />}</td>
      <td className="px-3 py-2 whitespace-nowrap">
        {formatDateTime(demand.created_at, i18n.resolvedLanguage)}
      </td>
      <td className="px-3 py-2 whitespace-nowrap">
        <DemandOpenButton demand={demand} onOpen={onOpen} />
      </td>
      <td className="px-3 py-2 whitespace-nowrap">{t(`reportDemands.subjects.${demand.subject}`)}</td>
      <td className="px-3 py-2">{demandPatient(demand)}</td>
      <td className="max-w-xs px-3 py-2 text-stone-700">
        <span className="block truncate" data-testid="demand-preview">
          {messagePreview(demand)}
        </span>
        {pending && <PendingMark />}
      </td>
    </tr>
  );
}

/** The demand's reference number as the button that opens it; `stretched` spans the whole card. */
export function DemandOpenButton({
  demand,
  onOpen,
  stretched = false,
}: {
  demand: ReportDemandRow;
  onOpen: (uuid: string) => void;
  stretched?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={(event) => {
        event.stopPropagation();
        onOpen(demand.uuid);
      }}
      aria-label={t('reportDemands.list.open', { befundId: demand.befundId })}
      className={`font-medium text-primary-700 hover:underline ${
        stretched ? 'after:absolute after:inset-0 after:rounded-lg after:content-[""]' : ''
      }`}
    >
      {demand.befundId}
    </button>
  );
}
