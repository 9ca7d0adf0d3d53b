import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import {
  CheckCircleIcon,
  ExclamationTriangleIcon,
  InformationCircleIcon,
  XCircleIcon,
  XMarkIcon,
} from '@heroicons/react/24/outline';
import { useTranslation } from 'react-i18next';
import {
  dismissNotification,
  notificationsAtom,
  type AppNotification,
  type NotificationKind,
} from './notificationStore';

const STYLE: Record<NotificationKind, { icon: typeof XCircleIcon; tone: string }> = {
  error: { icon: XCircleIcon, tone: 'text-red-700' },
  warning: { icon: ExclamationTriangleIcon, tone: 'text-amber-600' },
  success: { icon: CheckCircleIcon, tone: 'text-green-700' },
  info: { icon: InformationCircleIcon, tone: 'text-sky-700' },
};

/**
 * Floating: bottom right on wider screens, along the bottom on phones (issue 11): never over the
 * navbar's bell, avatar menu and sync state, nor over a list's first rows, which all sit at the
 * top. Inline (the wizard, issue 26): in the page's flow above the step, so a toast never covers
 * the step's buttons, which on a phone sit at the bottom of the screen.
 */
export function NotificationArea({ placement = 'floating' }: { placement?: 'floating' | 'inline' }) {
  const notifications = useAtomValue(notificationsAtom);
  const inline = placement === 'inline';
  const area = useRef<HTMLDivElement>(null);
  const newest = notifications.at(-1)?.id;
  useEffect(() => {
    // Inline, a toast told after a click at the bottom of a long step would stand out of sight.
    if (inline && newest !== undefined) area.current?.scrollIntoView?.({ block: 'nearest' });
  }, [inline, newest]);
  return (
    <div
      ref={area}
      aria-live="assertive"
      data-testid="notification-area"
      data-placement={placement}
      className={
        inline
          ? 'flex flex-col items-stretch gap-3 [&:not(:empty)]:mb-6'
          : 'pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-stretch gap-3 px-4 sm:right-4 sm:left-auto sm:items-end sm:px-0'
      }
    >
      {notifications.map((n) => (
        <NotificationCard key={n.id} notification={n} inline={inline} />
      ))}
    </div>
  );
}

function NotificationCard({ notification, inline }: { notification: AppNotification; inline: boolean }) {
  const { t } = useTranslation();
  const { icon: Icon, tone } = STYLE[notification.kind];
  return (
    <div
      role={notification.kind === 'error' || notification.kind === 'warning' ? 'alert' : 'status'}
      data-kind={notification.kind}
      className={`pointer-events-auto w-full animate-[fade-in_150ms_ease-out] rounded-lg bg-white p-4 shadow-lg ring-1 ring-black/5 ${inline ? '' : 'sm:w-96'}`}
    >
      <div className="flex items-start gap-3">
        <Icon className={`size-6 shrink-0 ${tone}`} aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{notification.title}</p>
          {notification.message && <p className="mt-1 text-sm text-stone-600">{notification.message}</p>}
          {notification.fieldErrors && (
            <ul className="mt-1 list-disc pl-4 text-sm text-stone-600">
              {Object.entries(notification.fieldErrors).flatMap(([field, messages]) =>
                messages.map((message) => <li key={`${field}:${message}`}>{message}</li>),
              )}
            </ul>
          )}
        </div>
        <button
          type="button"
          onClick={() => dismissNotification(notification.id)}
          className="rounded-md text-stone-400 hover:text-stone-600 focus:outline-2 focus:outline-primary-700"
        >
          <span className="sr-only">{t('common.close')}</span>
          <XMarkIcon className="size-5" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
