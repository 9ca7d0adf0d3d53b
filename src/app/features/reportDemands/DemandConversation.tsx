import { SyncEntity } from '../../../contract/sync';
import { isTicketStaff } from '../../../contract/ticketRules';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { XMarkIcon } from '@heroicons/react/24/outline';
import type { ReportDemandRow } from '../../../db/rows';
import { useMirror } from '../../offline/useMirror';
import { useUnsealedRow } from '../../offline/useUnsealed';
import { formatDateTime } from '../../i18n/formatDate';
import { Spinner } from '../../components/Spinner';
import { ThreadReplyForm } from '../../components/thread/ThreadReplyForm';
import { pathOf } from '../../router/routePaths';
import { DemandConversationActions } from './DemandConversationActions';
import { authorOf, demandPatient, isArchived, personName } from './demandListView';
import { DemandMessageList } from './DemandMessageList';
import { messageField, reportDemandActions } from './reportDemandActions';
import { useMarkDemandRead } from './useMarkDemandRead';
import { useSignedInUser } from '../../session/useSignedInUser';

const PANEL = 'flex flex-col gap-4 self-start rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6';

/** Spec §2 'conversation': one demand from the mirror, its messages and what the viewer may do. */
export function DemandConversation({ uuid, onClose }: { uuid: string; onClose: () => void }) {
  const { t } = useTranslation();
  const demand = useUnsealedRow(
    SyncEntity.reportDemand,
    useMirror((db) => db.reportDemand.get(uuid).then((row) => row ?? null), [uuid]),
  );
  useMarkDemandRead(demand);
  return (
    <section aria-labelledby="demand-conversation-title" data-testid="demand-conversation" className={PANEL}>
      {demand === undefined && <Spinner label={t('reportDemands.list.loading')} />}
      {demand === null && (
        <>
          <h2 id="demand-conversation-title" className="sr-only">
            {t('reportDemands.list.title')}
          </h2>
          <p className="text-sm text-stone-700">{t('reportDemands.conversation.notFound')}</p>
          <CloseButton onClose={onClose} />
        </>
      )}
      {demand && <ConversationBody demand={demand} onClose={onClose} />}
    </section>
  );
}

function ConversationBody({ demand, onClose }: { demand: ReportDemandRow; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const user = useSignedInUser();
  const archived = isArchived(demand);
  return (
    <>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id="demand-conversation-title" className="text-lg font-semibold">
            {t('reportDemands.conversation.title', {
              subject: t(`reportDemands.subjects.${demand.subject}`),
              befundId: demand.befundId,
            })}
          </h2>
          <p className="text-sm text-stone-600">
            {t('reportDemands.conversation.details', {
              patient: demandPatient(demand),
              created: formatDateTime(demand.created_at, i18n.resolvedLanguage),
            })}
          </p>
          <p className="text-sm text-stone-600">
            {t('reportDemands.conversation.participants', {
              doctor: personName(demand.doctor),
              contactPerson: demand.contactPerson
                ? personName(demand.contactPerson)
                : t('reportDemands.conversation.noContactPerson'),
            })}
          </p>
        </div>
        <CloseButton onClose={onClose} />
      </div>
      <DemandConversationActions demand={demand} user={user} />
      {archived && (
        <p role="status" className="rounded-md bg-stone-100 p-3 text-sm text-stone-700">
          {demand.ticket ? (
            <>
              {t('reportDemands.conversation.ticketNotice')}{' '}
              <TicketLink ticketUuid={demand.ticket.uuid} user={user} />
            </>
          ) : (
            t('reportDemands.conversation.archivedNotice')
          )}
        </p>
      )}
      <DemandMessageList demand={demand} user={user} />
      {!archived && (
        <ThreadReplyForm
          field={messageField}
          texts={{
            label: t('reportDemands.conversation.reply'),
            submit: t('reportDemands.conversation.send'),
          }}
          className="border-t border-stone-200 pt-4"
          onSend={(message) => reportDemandActions.send(demand.uuid, authorOf(user), message)}
        />
      )}
    </>
  );
}

/**
 * The ticket made from the demand, for whoever may open it: staff see every ticket (the ticket
 * page fetches one the device lacks); anyone else only one the mirror holds, since a ticket staff
 * addressed to the contact person is not the doctor's (contract/ticketRules.ts seesTicket). The
 * mirror's ticket table is read directly (src/db): features do not import each other.
 */
function TicketLink({ ticketUuid, user }: { ticketUuid: string; user: { permissions: readonly string[] } }) {
  const { t } = useTranslation();
  const staff = isTicketStaff(user.permissions);
  const mirrored = useMirror(
    async (db) => (await db.ticket.where('id').equals(ticketUuid).count()) > 0,
    [ticketUuid],
  );
  if (!staff && !mirrored) return null;
  return (
    <Link
      to={pathOf('show-ticket', { uuid: ticketUuid })}
      className="font-medium text-primary-700 hover:underline"
    >
      {t('reportDemands.conversation.openTicket')}
    </Link>
  );
}

function CloseButton({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClose}
      className="shrink-0 self-start rounded-md p-1.5 text-stone-600 hover:bg-stone-100"
    >
      <span className="sr-only">{t('reportDemands.conversation.close')}</span>
      <XMarkIcon className="size-6" aria-hidden="true" />
    </button>
  );
}
