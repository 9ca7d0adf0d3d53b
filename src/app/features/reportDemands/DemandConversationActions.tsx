import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArchiveBoxIcon, DocumentTextIcon, TicketIcon } from '@heroicons/react/24/outline';
import type { AuthUser } from '../../../contract/authUser';
import type { ReportDemandRow } from '../../../db/rows';
import { SecondaryButton } from '../../components/Button';
import { notify } from '../../notifications/notify';
// 'Show report' opens the reports feature's own viewer (from the device when it holds the PDF),
// which the page puts into the report slots: features do not import each other.
import { useReportSlots } from '../../components/reportSlots';
import { mayArchive, mayCreateTicket } from './demandListView';
import { reportDemandActions } from './reportDemandActions';

/** Spec §2: show report ('Befund gelöscht' once deleted, §8), archive, and for staff create ticket. */
export function DemandConversationActions({ demand, user }: { demand: ReportDemandRow; user: AuthUser }) {
  const { t } = useTranslation();
  const [reportOpen, setReportOpen] = useState(false);
  const { Viewer } = useReportSlots();
  const archive = async () => {
    await reportDemandActions.archive(demand.uuid);
    notify.success(t('reportDemands.conversation.archivedDone'));
  };
  const createTicket = async () => {
    await reportDemandActions.createTicket(demand.uuid);
    notify.success(t('reportDemands.conversation.ticketCreated'));
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      {demand.report ? (
        <SecondaryButton onClick={() => setReportOpen(true)}>
          <DocumentTextIcon className="size-5" aria-hidden="true" />
          {t('reportDemands.conversation.showReport')}
        </SecondaryButton>
      ) : (
        <span
          data-testid="demand-report-deleted"
          className="inline-flex rounded-full bg-red-50 px-2.5 py-1 text-xs font-semibold text-red-800 ring-1 ring-red-200"
        >
          {t('reportDemands.conversation.reportDeleted')}
        </span>
      )}
      {mayArchive(demand, user) && (
        <SecondaryButton onClick={() => void archive()}>
          <ArchiveBoxIcon className="size-5" aria-hidden="true" />
          {t('reportDemands.conversation.archive')}
        </SecondaryButton>
      )}
      {mayCreateTicket(demand, user) && (
        <SecondaryButton onClick={() => void createTicket()}>
          <TicketIcon className="size-5" aria-hidden="true" />
          {t('reportDemands.conversation.createTicket')}
        </SecondaryButton>
      )}
      {Viewer && (
        <Viewer
          reportId={reportOpen && demand.report ? String(demand.report.id) : null}
          onClose={() => setReportOpen(false)}
        />
      )}
    </div>
  );
}
