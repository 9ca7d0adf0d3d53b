import { SyncEntity } from '../../../contract/sync';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChatBubbleLeftRightIcon } from '@heroicons/react/24/outline';
import { DASHBOARD_LAST_DEMANDS } from '../../../contract/constants';
import type { ReportDemandRow } from '../../../db/rows';
import { useMirror } from '../../offline/useMirror';
import { useUnsealed } from '../../offline/useUnsealed';
import { pathOf } from '../../router/routePaths';
import { formatDate } from '../../i18n/formatDate';
import { conversationPath } from './demandLinks';
import { demandPatient, isUnreadActive, lastActiveDemands } from './demandListView';
import { UnreadDot } from './UnreadDot';
import './reportDemandTexts';

/**
 * The doctor dashboard's last report demands (spec §2: 'last reports and report demands'): the
 * newest active ones from the mirror, unread ones marked; each opens its conversation.
 */
export function LastDemandsCard() {
  const { t } = useTranslation();
  const rows = useUnsealed(
    SyncEntity.reportDemand,
    useMirror((db) => db.reportDemand.toArray()),
  );
  const recent = rows ? lastActiveDemands(rows, DASHBOARD_LAST_DEMANDS) : undefined;
  const unread = rows ? rows.filter(isUnreadActive).length : 0;
  return (
    <section
      aria-labelledby="last-demands-heading"
      data-testid="dashboard-last-demands"
      className="flex flex-col gap-3 rounded-lg bg-white p-6 shadow-sm ring-1 ring-stone-200"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="last-demands-heading" className="flex items-center gap-2 text-lg font-semibold">
          <ChatBubbleLeftRightIcon className="size-5 text-primary-700" aria-hidden="true" />
          {t('reportDemands.dashboard.title')}
        </h2>
        <span className="text-sm text-stone-600">
          {unread > 0
            ? t('reportDemands.dashboard.unreadLink', { count: unread })
            : t('reportDemands.dashboard.noUnread')}
        </span>
      </div>
      {recent && recent.length === 0 && (
        <p className="text-sm text-stone-600">{t('reportDemands.dashboard.empty')}</p>
      )}
      {recent && recent.length > 0 && (
        <ul className="divide-y divide-stone-100">
          {recent.map((demand) => (
            <LastDemandItem key={demand.id} demand={demand} />
          ))}
        </ul>
      )}
      <Link
        to={pathOf('list-report-demands')}
        className="self-start text-sm font-medium text-primary-700 hover:underline"
      >
        {t('reportDemands.dashboard.all')}
      </Link>
    </section>
  );
}

function LastDemandItem({ demand }: { demand: ReportDemandRow }) {
  const { t, i18n } = useTranslation();
  const unread = isUnreadActive(demand);
  return (
    <li>
      <Link
        to={conversationPath(demand.uuid)}
        data-unread={unread}
        className="flex items-center justify-between gap-3 rounded-md px-2 py-2 text-sm hover:bg-stone-50"
      >
        {/* Named by what it shows (axe label-content-name-mismatch, WCAG 2.5.3). */}
        <span className="min-w-0">
          <span className={`block ${unread ? 'font-semibold' : 'font-medium'}`}>
            <span className="sr-only">{t('reportDemands.dashboard.itemPrefix')} </span>
            {demand.befundId} · {t(`reportDemands.subjects.${demand.subject}`)}
          </span>
          <span className="block truncate text-stone-600">
            {demandPatient(demand)} · {formatDate(demand.created_at, i18n.resolvedLanguage)}
          </span>
        </span>
        {unread && <UnreadDot />}
      </Link>
    </li>
  );
}
