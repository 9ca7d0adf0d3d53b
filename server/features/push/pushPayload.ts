/**
 * What a push says (issue 29): the kind, a fixed text in the subscription's language, and the path
 * to open. Nothing else of the notification goes in: no patient, no value, no reference number, no
 * ticket subject. The push service and the lock screen see only this; the portal shows the rest
 * after sign-in and unlock.
 */
import type { NotificationLinks, NotificationType } from '../../../src/contract/activities';
import type { Locale } from '../../../src/contract/constants';
import { PUSH_KIND_OF_NOTIFICATION, PushKind, type PushPayload } from '../../../src/contract/push';
import { translate } from '../../platform/i18n/translate';

/**
 * The portal's pages a push opens, as hash-router URLs (src/app/router/routePaths.ts: list-reports
 * with the report's viewer open, show-ticket, show-order).
 */
function pathOf(kind: PushKind, links: NotificationLinks): { url: string; tag: string } {
  switch (kind) {
    case PushKind.critical:
    case PushKind.report:
      return links.report
        ? { url: `/#/backend/reports?report=${links.report.id}`, tag: `report-${links.report.id}` }
        : { url: '/#/backend/reports', tag: kind };
    case PushKind.ticket:
      return links.ticket
        ? { url: `/#/backend/tickets/show/${links.ticket.uuid}`, tag: `ticket-${links.ticket.uuid}` }
        : { url: '/#/backend/tickets/open', tag: kind };
    case PushKind.order:
      return links.order
        ? { url: `/#/backend/orders/${links.order.uuid}`, tag: `order-${links.order.uuid}` }
        : { url: '/#/backend/orders', tag: kind };
  }
}

/** The kind a notification pushes as, or null for the ones that stay in the bell. */
export const pushKindOf = (type: NotificationType): PushKind | null =>
  PUSH_KIND_OF_NOTIFICATION[type] ?? null;

export function pushPayload(kind: PushKind, links: NotificationLinks, language: Locale): PushPayload {
  return {
    kind,
    title: translate(language, `push.${kind}.title`),
    body: translate(language, `push.${kind}.body`),
    ...pathOf(kind, links),
  };
}
