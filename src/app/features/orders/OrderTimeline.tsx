import { useTranslation } from 'react-i18next';
import type { OrderEvent } from '../../../contract/orders';
import { formatDateTime } from '../../i18n/formatDate';
import { OrderStatusBadge } from './OrderBadges';
import { timelineActor } from './orderDetailView';

/** The status timeline, oldest first: each step's status, when (the reader's locale) and who. */
export function OrderTimeline({ events }: { events: readonly OrderEvent[] }) {
  const { t, i18n } = useTranslation();
  const who = (event: OrderEvent) => {
    const actor = timelineActor(event);
    if (actor.kind === 'lab') return t('orders.detail.lab');
    return actor.kind === 'person' ? actor.name : t('orders.detail.unknownActor');
  };
  return (
    <section
      aria-labelledby="order-timeline-heading"
      className="flex min-w-0 flex-col gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="order-timeline-heading" className="text-sm font-medium text-stone-500">
        {t('orders.detail.timeline')}
      </h2>
      <ol
        className="relative flex flex-col gap-3 border-l border-stone-200 pl-4"
        data-testid="order-timeline"
      >
        {events.map((event, index) => (
          <li
            key={`${event.status}-${event.at}-${index}`}
            className="min-w-0 text-sm"
            data-testid="order-event"
          >
            <span
              aria-hidden="true"
              className="absolute -left-1.5 mt-1.5 size-3 rounded-full bg-primary-600 ring-2 ring-white"
            />
            <p className="flex flex-wrap items-center gap-2">
              <OrderStatusBadge status={event.status} />
              <time dateTime={event.at} className="text-stone-700">
                {formatDateTime(event.at, i18n.resolvedLanguage)}
              </time>
            </p>
            <p className="mt-0.5 break-words text-stone-600" data-testid="order-event-actor">
              {who(event)}
              {event.note && <span className="block whitespace-pre-wrap">{event.note}</span>}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
