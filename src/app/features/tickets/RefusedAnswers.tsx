import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SyncEntity } from '../../../contract/sync';
import { OutboxState } from '../../../db/outboxState';
import type { OutboxRow } from '../../../db/rows';
import { vaultWorker } from '../../../workers/syncClient';
import { lastUserUuid } from '../../offline/lastUser';
import { useMirror } from '../../offline/useMirror';

/**
 * Answers to this ticket the server refused (for example 409: the ticket was closed meanwhile).
 * The outbox keeps them in 'Nicht gesendet' with the server's reason; their text is sealed there,
 * so it is opened here and shown beside the ticket, where the user can copy it: nothing written is
 * lost silently.
 */
export function RefusedAnswers({ ticketUuid }: { ticketUuid: string }) {
  const rows = useMirror(
    (db) =>
      db.outbox
        .where('[entity+entityId]')
        .equals([SyncEntity.ticket, ticketUuid])
        .filter((row) => row.state === OutboxState.rejected && row.label === 'ticketAnswer')
        .toArray(),
    [ticketUuid],
  );
  if (!rows || rows.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2">
      {rows.map((row) => (
        <RefusedAnswer key={row.seq} row={row} />
      ))}
    </ul>
  );
}

function RefusedAnswer({ row }: { row: OutboxRow }) {
  const { t } = useTranslation();
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    const user = lastUserUuid();
    if (!user) return;
    let cancelled = false;
    void vaultWorker()
      .openBody(user, row.path, row.body)
      .then((body) => {
        const content = (body as { content?: unknown } | null)?.content;
        if (!cancelled && typeof content === 'string') setText(content);
      })
      .catch(() => {
        // Locked meanwhile: the lock screen takes over.
      });
    return () => {
      cancelled = true;
    };
  }, [row.path, row.body]);
  return (
    <li data-testid="refused-answer" className="rounded-md bg-red-50 p-3 text-sm ring-1 ring-red-200">
      <p className="font-semibold text-red-900">{t('tickets.answer.refusedTitle')}</p>
      <p className="text-red-900">{t('tickets.answer.refusedHint', { reason: row.error?.message ?? '' })}</p>
      {text !== null && <p className="mt-2 break-words whitespace-pre-wrap text-stone-900">{text}</p>}
    </li>
  );
}
