import { useTranslation } from 'react-i18next';
import type { ReportDemandRow } from '../../../db/rows';
import { formatDateTime } from '../reports/formatDate';
import { demandPatient, isUnreadActive, messagePreview } from './demandListView';
import { UnreadDot } from './UnreadDot';

/** One demand; the reference number opens its conversation. Unread ones are bold with a dot. */
export function DemandTableRow({
  demand,
  open,
  onOpen,
}: {
  demand: ReportDemandRow;
  open: boolean;
  onOpen: (uuid: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const unread = isUnreadActive(demand);
  return (
    <tr
      data-testid="demand-row"
      data-befund-id={demand.befundId}
      data-uuid={demand.uuid}
      data-unread={unread}
      aria-current={open ? 'true' : undefined}
      className={`${unread ? 'font-semibold' : ''} ${open ? 'bg-primary-50' : 'hover:bg-stone-50'}`}
    >
      <td className="px-2 py-2">{unread && <UnreadDot />}</td>
      <td className="px-3 py-2 whitespace-nowrap">
        {formatDateTime(demand.created_at, i18n.resolvedLanguage)}
      </td>
      <td className="px-3 py-2 whitespace-nowrap">
        <button
          type="button"
          onClick={() => onOpen(demand.uuid)}
          aria-label={t('reportDemands.list.open', { befundId: demand.befundId })}
          className="font-medium text-primary-700 hover:underline"
        >
          {demand.befundId}
        </button>
      </td>
      <td className="px-3 py-2 whitespace-nowrap">{t(`reportDemands.subjects.${demand.subject}`)}</td>
      <td className="px-3 py-2">{demandPatient(demand)}</td>
      <td className="max-w-xs truncate px-3 py-2 text-stone-700" data-testid="demand-preview">
        {messagePreview(demand)}
      </td>
    </tr>
  );
}
