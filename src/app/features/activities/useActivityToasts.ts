import { useEffect, useRef } from 'react';
import { REALTIME_NOTIFICATION_DISMISS_MS } from '../../../contract/constants';
import type { NotificationRow } from '../../../db/rows';
import i18n from '../../i18n/i18n';
import { pushNotification } from '../../notifications/notificationStore';
import { activityText } from './activityText';
import { takeNewActivities, toastLedger } from './toastedActivities';
import { useOptionalSignedInUser } from '../../session/useSignedInUser';

/**
 * A toast for each activity notification that arrives while the page is open, dismissed after 10 s
 * (spec §9: real-time notifications). It watches the mirror, not the socket, so a notification
 * shows the same whether a socket event or the periodic pull brought it, and in every open tab.
 * What the mirror held when the page opened, or brings with a first sync of older rows, is
 * already listed in the bell and not toasted; nor is what this device toasted before a reload
 * (toastedActivities.ts).
 */
export function useActivityToasts(activities: readonly NotificationRow[], openedAt = pageOpenedAt) {
  const userUuid = useOptionalSignedInUser()?.uuid ?? null;
  const ledger = useRef<{ uuid: string; ledger: ReturnType<typeof toastLedger> } | null>(null);
  useEffect(() => {
    if (!userUuid) return;
    if (ledger.current?.uuid !== userUuid) ledger.current = { uuid: userUuid, ledger: toastLedger(userUuid) };
    for (const row of takeNewActivities(activities, openedAt, ledger.current.ledger)) {
      pushNotification(
        { kind: 'info', title: i18n.t('activities.toastTitle'), message: activityText(row, i18n.t) },
        REALTIME_NOTIFICATION_DISMISS_MS,
      );
    }
  }, [activities, openedAt, userUuid]);
}

/** Notifications created before this moment (less a minute for clock skew) are not new to the user. */
const CLOCK_SKEW_MS = 60_000;
const pageOpenedAt = Date.now() - CLOCK_SKEW_MS;
