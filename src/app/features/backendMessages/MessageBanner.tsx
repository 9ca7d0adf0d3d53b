import { ChevronDownIcon, MegaphoneIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BackendMessageRow } from '../../../db/rows';
import { PrimaryButton } from '../../components/Button';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../components/useMediaQuery';
import { formatDate } from '../../i18n/formatDate';
import { backendMessageActions } from './backendMessageActions';
import { MessageAttachments } from './MessageAttachments';
import { bannerMessages } from './messageView';
import { useMessageClock, useMessageRows } from './useMessageRows';
import './backendMessageTexts';

/**
 * The system messages on every backend page (spec §4: shown until acknowledged or past their
 * show-until date): a banner above the page, not a dialog, so a doctor can still reach a report
 * while a message waits, and it fits a phone's width. Each message shows its title, text and
 * attachments and an 'Zur Kenntnis genommen' button; acknowledging is an outbox action, so the
 * message goes at once, offline too. The list follows the mirror: a message the admin publishes
 * appears with the next pull (a socket event starts it), an expired one goes by the clock.
 * On a phone (< 640 px) each message folds to one line, its title (a disclosure button with
 * aria-expanded) and the button, so two messages no longer push the page below the fold (issue 26).
 */
export function MessageBanner() {
  const { t } = useTranslation();
  const rows = useMessageRows();
  const now = useMessageClock(rows);
  const shown = rows ? bannerMessages(rows, now) : [];
  if (shown.length === 0) return null;
  return (
    <section
      aria-label={t('backendMessages.banner.label')}
      data-testid="message-banner"
      className="mb-4 flex flex-col gap-3"
    >
      {shown.map((message) => (
        <BannerItem key={message.id} message={message} />
      ))}
    </section>
  );
}

function BannerItem({ message }: { message: BackendMessageRow }) {
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const [expanded, setExpanded] = useState(false);
  const headingId = `system-message-${message.id}`;
  const open = !small || expanded;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="system-message"
      className={`flex flex-col rounded-lg border-l-4 border-amber-500 bg-amber-50 shadow-sm ring-1 ring-amber-200 ${open ? 'gap-2 p-4' : 'px-3 py-2'}`}
    >
      {small ? (
        <FoldedTitle
          message={message}
          headingId={headingId}
          expanded={expanded}
          onToggle={() => setExpanded((value) => !value)}
        />
      ) : (
        <h2 id={headingId} className="flex items-start gap-2 font-semibold break-words text-stone-900">
          <MegaphoneIcon className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
          <span className="min-w-0">{message.title}</span>
        </h2>
      )}
      {open ? <MessageBody message={message} bodyId={`${headingId}-body`} /> : null}
    </article>
  );
}

/** A phone's one line: the title as the button that unfolds the message, and the acknowledgement. */
function FoldedTitle({
  message,
  headingId,
  expanded,
  onToggle,
}: {
  message: BackendMessageRow;
  headingId: string;
  expanded: boolean;
  onToggle: () => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <h2 id={headingId} className="min-w-0 flex-1 font-semibold text-stone-900">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={`${headingId}-body`}
          onClick={onToggle}
          className="flex w-full min-w-0 items-center gap-2 rounded py-1 text-left"
        >
          <MegaphoneIcon className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
          <span className={`min-w-0 flex-1 ${expanded ? 'break-words' : 'truncate'}`}>{message.title}</span>
          <ChevronDownIcon
            className={`size-4 shrink-0 text-stone-600 ${expanded ? 'rotate-180' : ''}`}
            aria-hidden="true"
          />
        </button>
      </h2>
      {expanded ? null : <AcknowledgeButton messageId={message.id} className="shrink-0 px-3 py-1.5" />}
    </div>
  );
}

function MessageBody({ message, bodyId }: { message: BackendMessageRow; bodyId: string }) {
  const { t, i18n } = useTranslation();
  return (
    <div id={bodyId} className="flex flex-col gap-2">
      <p className="text-sm break-words whitespace-pre-line text-stone-800">{message.text}</p>
      <MessageAttachments files={message.files} messageId={message.id} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs text-stone-600">
          {message.show_until
            ? t('backendMessages.banner.showUntil', {
                date: formatDate(message.show_until, i18n.resolvedLanguage),
              })
            : ''}
        </span>
        <AcknowledgeButton messageId={message.id} />
      </div>
    </div>
  );
}

function AcknowledgeButton({
  messageId,
  className,
}: {
  messageId: BackendMessageRow['id'];
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <PrimaryButton className={className} onClick={() => void backendMessageActions.acknowledge(messageId)}>
      {t('backendMessages.banner.acknowledge')}
    </PrimaryButton>
  );
}
