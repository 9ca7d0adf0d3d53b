import { SyncEntity } from '../../../contract/sync';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useMirror } from '../../offline/useMirror';
import { useUnsealed } from '../../offline/useUnsealed';
import { useWideScreen } from '../../components/useWideScreen';
import { Spinner } from '../../components/Spinner';
import { DemandConversation } from './DemandConversation';
import { DemandEmptyState } from './DemandEmptyState';
import { DEMAND_ITEM_PARAM } from './demandLinks';
import { DemandListTabs } from './DemandListTabs';
import { demandList, isUnreadActive } from './demandListView';
import { DemandTable } from './DemandTable';
import './reportDemandTexts';
import { GuideLink } from '../../components/GuideLink';

/**
 * Spec §2 'Report demands: active and archive lists, conversation': the mirror's demands, so both
 * lists and the conversations work offline. `?item=<uuid>` opens a conversation beside the list;
 * on narrower screens in its place (its close button leads back), so a phone shows it at once.
 */
export function DemandListPage({ archived }: { archived: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const openUuid = params.get(DEMAND_ITEM_PARAM);
  const rows = useUnsealed(
    SyncEntity.reportDemand,
    useMirror((db) => db.reportDemand.toArray()),
  );
  const wide = useWideScreen();
  const list = rows ? demandList(rows, archived) : null;
  const showList = wide || !openUuid;
  const unread = rows ? rows.filter(isUnreadActive).length : 0;
  const open = (uuid: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (uuid) next.set(DEMAND_ITEM_PARAM, uuid);
        else next.delete(DEMAND_ITEM_PARAM);
        return next;
      },
      { replace: false },
    );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div className="flex items-center gap-1">
          <h1 className="text-2xl font-semibold">
            {archived ? t('reportDemands.list.archivedTitle') : t('reportDemands.list.title')}
          </h1>
          <GuideLink to="guide-reports-demands" />
        </div>
        {rows && (
          <p data-testid="demands-unread-count" className="text-sm font-medium text-primary-800">
            {unread === 0
              ? t('reportDemands.list.noUnread')
              : t('reportDemands.list.unreadCount', { count: unread })}
          </p>
        )}
      </div>
      <DemandListTabs />
      <div className="grid min-w-0 gap-4 2xl:grid-cols-2">
        {!showList ? null : !list ? (
          <Spinner label={t('reportDemands.list.loading')} />
        ) : list.length === 0 ? (
          <DemandEmptyState archived={archived} />
        ) : (
          <DemandTable rows={list} openUuid={openUuid} onOpen={open} />
        )}
        {openUuid && <DemandConversation key={openUuid} uuid={openUuid} onClose={() => open(null)} />}
      </div>
    </div>
  );
}
