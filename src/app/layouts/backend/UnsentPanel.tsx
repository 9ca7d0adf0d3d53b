import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxRow } from '../../../db/rows';
import { discard, edit, retry } from '../../../sync/outbox';
import { kickSync } from '../../../workers/syncClient';
import { isSealedBody } from '../../../vault/sealedBodies';
import { actionLabelKey } from '../../offline/actionLabels';
import { mirror } from '../../offline/syncSession';

/**
 * 'Nicht gesendet': actions the server refused, with its reason, to send again, correct or discard
 * (design brief, step 4). Nothing leaves this list by itself.
 */
export function UnsentPanel({ rows }: { rows: OutboxRow[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <section className="mt-4 border-t border-stone-200 pt-3" aria-labelledby="unsent-heading">
      <h3 id="unsent-heading" className="font-semibold text-red-800">
        {t('sync.rejectedTitle')}
      </h3>
      <ul className="mt-2 flex flex-col gap-3">
        {rows.map((row) => (
          <RejectedAction key={row.seq} row={row} />
        ))}
      </ul>
    </section>
  );
}

function RejectedAction({ row }: { row: OutboxRow }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const fields = editableFields(row.body);
  const [draft, setDraft] = useState<Record<string, string>>(fields);
  const act = async (work: () => Promise<void>) => {
    await work();
    kickSync();
  };
  const messages = row.error?.errors ? Object.values(row.error.errors).flat() : [row.error?.message ?? ''];
  const labelKey = actionLabelKey(row);
  const label = labelKey ? t(labelKey) : t('sync.actionLabel', { method: row.method, path: row.path });
  return (
    <li className="rounded-md bg-red-50 p-3">
      <p className="font-medium">{label}</p>
      <ul className="mt-1 list-disc pl-4 text-red-900">
        {messages.filter(Boolean).map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
      {editing && (
        <div className="mt-2 flex flex-col gap-2">
          {Object.keys(fields).map((field) => (
            <label key={field} className="flex flex-col text-xs text-stone-700">
              {field}
              <input
                className="rounded border border-stone-300 px-2 py-1 text-sm"
                value={draft[field] ?? ''}
                onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
              />
            </label>
          ))}
        </div>
      )}
      <div className="mt-2 flex gap-3">
        {editing ? (
          <button
            type="button"
            className="font-semibold text-primary-800 hover:underline"
            onClick={() => void act(() => edit(mirror(), row.seq, { ...(row.body as object), ...draft }))}
          >
            {t('sync.sendEdited')}
          </button>
        ) : (
          <>
            <button
              type="button"
              className="font-semibold text-primary-800 hover:underline"
              onClick={() => void act(() => retry(mirror(), row.seq))}
            >
              {t('sync.retry')}
            </button>
            {Object.keys(fields).length > 0 && (
              <button
                type="button"
                className="text-primary-800 hover:underline"
                onClick={() => setEditing(true)}
              >
                {t('sync.edit')}
              </button>
            )}
          </>
        )}
        <button
          type="button"
          className="text-stone-600 hover:underline"
          onClick={() => void act(() => discard(mirror(), row.seq))}
        >
          {t('sync.discard')}
        </button>
      </div>
    </li>
  );
}

/** The text fields of a refused request body, which the user may correct before sending again. */
/** The text fields of a refused body; a sealed one (patient data, issue 7) is sent again as it was. */
function editableFields(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object' || isSealedBody(body)) return {};
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
