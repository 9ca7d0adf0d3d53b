import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../i18n/formatDate';
import { PendingMark } from '../PendingMark';

const LINK = 'text-xs font-medium text-primary-700 hover:underline';

export interface ThreadMessageTexts {
  edited: string;
  edit: string;
  delete: string;
  /** The buttons' accessible names, given the entry's date ('Nachricht vom … bearbeiten'). */
  editNamed?: (date: string) => string;
  deleteNamed?: (date: string) => string;
}

/**
 * One entry of a conversation (a ticket's answer, a demand's message) with its author and time:
 * one's own stand on the right; a waiting one carries the pending mark; the author edits it in
 * place (`editForm`) or deletes it while the thread is open (`editable`).
 */
export function ThreadMessage({
  testId,
  author,
  createdAt,
  edited,
  text,
  own,
  pending,
  editable,
  texts,
  onDelete,
  editForm,
}: {
  testId: string;
  author: string;
  createdAt: string;
  edited: boolean;
  text: string;
  own: boolean;
  pending: boolean;
  editable: boolean;
  texts: ThreadMessageTexts;
  onDelete: () => unknown;
  editForm: (onDone: () => void) => ReactNode;
}) {
  const { i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const date = formatDateTime(createdAt, i18n.resolvedLanguage);
  return (
    <li
      data-testid={testId}
      data-own={own}
      data-pending={pending}
      className={`flex max-w-[85%] min-w-0 flex-col gap-1 rounded-lg p-3 text-sm break-words ${
        own
          ? 'self-end bg-primary-50 ring-1 ring-primary-100'
          : 'self-start bg-stone-50 ring-1 ring-stone-200'
      }`}
    >
      <p className="text-xs text-stone-600">
        <span className="font-semibold text-stone-800">{author}</span> ·{' '}
        <time dateTime={createdAt}>{date}</time>
        {edited && ` · ${texts.edited}`}
      </p>
      {pending && (
        <p>
          <PendingMark />
        </p>
      )}
      {editing ? editForm(() => setEditing(false)) : <p className="whitespace-pre-wrap">{text}</p>}
      {editable && !editing && (
        <div className="flex gap-3">
          <button
            type="button"
            className={LINK}
            aria-label={texts.editNamed?.(date)}
            onClick={() => setEditing(true)}
          >
            {texts.edit}
          </button>
          <button
            type="button"
            className={LINK}
            aria-label={texts.deleteNamed?.(date)}
            onClick={() => void onDelete()}
          >
            {texts.delete}
          </button>
        </div>
      )}
    </li>
  );
}
