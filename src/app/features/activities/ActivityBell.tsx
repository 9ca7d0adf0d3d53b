import { CloseButton, Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BellIcon } from '@heroicons/react/24/outline';
import type { NotificationRow } from '../../../db/rows';
import { SyncEntity } from '../../../contract/sync';
import { PendingMark } from '../../components/PendingMark';
import { hasPendingActions } from '../../offline/pendingActions';
import { usePendingActions } from '../../offline/usePendingActions';
import { activityActions } from './activityActions';
import { activityLink } from './activityLink';
import { activityText } from './activityText';
import { isUnread, useActivities } from './useActivities';
import { useActivityToasts } from './useActivityToasts';
import './activityTexts';

/**
 * Spec §2 navbar activities bell: the unread count and the list of activity notifications (§3),
 * read from the mirror; marking read and deleting go through the outbox, so they work offline.
 */
export function ActivityBell() {
  const { t } = useTranslation();
  const activities = useActivities();
  useActivityToasts(activities);
  const unread = activities.filter(isUnread).length;
  const anyRead = activities.some((row) => !isUnread(row));
  const pending = usePendingActions(SyncEntity.notification);
  return (
    <Popover className="relative">
      <PopoverButton className="relative rounded-full p-2 text-stone-600 hover:bg-stone-100">
        <span className="sr-only">
          {t('navbar.activities')}
          {unread > 0 && `, ${t('activities.unreadCount', { count: unread })}`}
        </span>
        <BellIcon className="size-6" aria-hidden="true" />
        {unread > 0 && (
          <span
            data-testid="activity-unread-count"
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-primary-700 px-1 text-center text-xs leading-5 font-semibold text-white"
          >
            {unread}
          </span>
        )}
      </PopoverButton>
      <PopoverPanel
        anchor="bottom end"
        // Readable lines (issue 11: 20 rem was too narrow), and never wider than a phone's screen.
        className="z-40 mt-2 w-[28rem] max-w-[calc(100vw-1rem)] rounded-md bg-white text-sm shadow-lg ring-1 ring-black/5"
      >
        {activities.length === 0 ? (
          <p className="p-4 text-stone-600">{t('navbar.noActivities')}</p>
        ) : (
          <>
            <ul
              aria-label={t('navbar.activities')}
              className="max-h-[400px] divide-y divide-stone-100 overflow-y-auto"
            >
              {activities.map((row) => (
                <ActivityItem key={row.id} row={row} pending={hasPendingActions(pending, row.id)} />
              ))}
            </ul>
            <div className="flex justify-between gap-2 border-t border-stone-200 p-2">
              <button
                type="button"
                disabled={unread === 0}
                onClick={() => void activityActions.markAllRead()}
                className="rounded px-2 py-1 text-primary-700 hover:bg-stone-100 disabled:text-stone-400"
              >
                {t('activities.markAllRead')}
              </button>
              <button
                type="button"
                disabled={!anyRead}
                onClick={() => void activityActions.removeAllRead()}
                className="rounded px-2 py-1 text-stone-600 hover:bg-stone-100 disabled:text-stone-400"
              >
                {t('activities.deleteAllRead')}
              </button>
            </div>
          </>
        )}
      </PopoverPanel>
    </Popover>
  );
}

function ActivityItem({ row, pending }: { row: NotificationRow; pending: boolean }) {
  const { t, i18n } = useTranslation();
  const unread = isUnread(row);
  const link = activityLink(row);
  return (
    <li
      className={`flex items-start gap-2 p-3 ${unread ? 'bg-primary-50' : ''}`}
      data-unread={unread}
      data-pending={pending}
    >
      <div className="min-w-0 flex-1">
        <p className={`break-words ${unread ? 'font-semibold text-stone-900' : 'text-stone-700'}`}>
          {link ? (
            // A ticket's or an order's notification leads there (spec §3 data.ticket.uuid); following it reads it.
            <CloseButton
              as={Link}
              to={link.to}
              data-testid={link.testId}
              onClick={() => {
                if (unread) void activityActions.markRead(row.id);
              }}
              className="text-primary-800 hover:underline"
            >
              {activityText(row, t)}
            </CloseButton>
          ) : (
            activityText(row, t)
          )}
        </p>
        <p className="mt-0.5 text-xs text-stone-500">
          {new Date(row.created_at).toLocaleString(i18n.resolvedLanguage)}
        </p>
        {pending && (
          <p className="mt-1">
            <PendingMark />
          </p>
        )}
      </div>
      {unread ? (
        <button
          type="button"
          onClick={() => void activityActions.markRead(row.id)}
          className="shrink-0 rounded px-1.5 py-0.5 text-xs text-primary-700 hover:bg-white"
        >
          {t('activities.markRead')}
        </button>
      ) : (
        <button
          type="button"
          onClick={() => void activityActions.remove(row.id)}
          className="shrink-0 rounded px-1.5 py-0.5 text-xs text-stone-600 hover:bg-stone-100"
        >
          {t('activities.delete')}
        </button>
      )}
    </li>
  );
}
