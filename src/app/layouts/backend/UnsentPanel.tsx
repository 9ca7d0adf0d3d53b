import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OutboxRow } from '../../../db/rows';
import { discard, edit, retry } from '../../../sync/outbox';
import { kickSync } from '../../../workers/syncClient';
import { notify } from '../../notifications/notify';
import { actionLabelKey, correctionPathOf } from '../../offline/actionLabels';
import { correctedBody, textFieldsOf, useOpenedBody } from '../../offline/refusedBody';
import { mirror } from '../../offline/syncSession';
import '../../offline/syncTexts';

/**
 * 'Nicht gesendet': actions the server refused, with its reason, to send again, correct or discard
 * (design brief, step 4). Nothing leaves this list by itself. What the action carried is shown with
 * it, a sealed body opened by the vault (offline/refusedBody.ts), for every action alike: a refused
 * new ticket, edit, answer or closing reason keeps its text here even when its optimistic row is
 * gone.
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
  const opened = useOpenedBody(row);
  const fields = textFieldsOf(opened);
  const [draft, setDraft] = useState<Record<string, string> | null>(null);
  const act = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch {
      notify.error(t('sync.editFailed'));
      return;
    }
    kickSync();
  };
  const messages = row.error?.errors ? Object.values(row.error.errors).flat() : [row.error?.message ?? ''];
  const labelKey = actionLabelKey(row);
  const correction = correctionPathOf(row);
  const label = labelKey ? t(labelKey) : t('sync.actionLabel', { method: row.method, path: row.path });
  const fieldLabel = (field: string) => t(`sync.fields.${field}`, { defaultValue: field });
  return (
    <li className="rounded-md bg-red-50 p-3" data-testid="unsent-action">
      <p className="font-medium">{label}</p>
      <ul className="mt-1 list-disc pl-4 text-red-900">
        {messages.filter(Boolean).map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
      {opened === null && <p className="mt-1 text-stone-600">{t('sync.bodyLocked')}</p>}
      {draft ? (
        <div className="mt-2 flex flex-col gap-2">
          {Object.keys(fields).map((field) => (
            <label key={field} className="flex flex-col text-xs text-stone-700">
              {fieldLabel(field)}
              <textarea
                rows={field === 'subject' ? 1 : 3}
                className="rounded border border-stone-300 px-2 py-1 text-sm"
                value={draft[field] ?? ''}
                onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
              />
            </label>
          ))}
        </div>
      ) : (
        Object.keys(fields).length > 0 && (
          <dl className="mt-2 flex flex-col gap-1" data-testid="unsent-text">
            {Object.entries(fields).map(([field, value]) => (
              <div key={field}>
                <dt className="text-xs text-stone-600">{fieldLabel(field)}</dt>
                <dd className="break-words whitespace-pre-wrap text-stone-900">{value}</dd>
              </div>
            ))}
          </dl>
        )
      )}
      <div className="mt-2 flex gap-3">
        {draft ? (
          <button
            type="button"
            className="font-semibold text-primary-800 hover:underline"
            onClick={() =>
              void act(async () => edit(mirror(), row.seq, await correctedBody(row, opened, draft)))
            }
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
            {correction !== null ? (
              <Link to={correction} className="text-primary-800 hover:underline">
                {t('sync.correctInForm')}
              </Link>
            ) : (
              Object.keys(fields).length > 0 && (
                <button
                  type="button"
                  className="text-primary-800 hover:underline"
                  onClick={() => setDraft(fields)}
                >
                  {t('sync.edit')}
                </button>
              )
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
