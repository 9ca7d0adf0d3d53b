import { useEffect, useState } from 'react';
import type { OutboxRow } from '../../db/rows';
import { isSealedBody } from '../../vault/sealedBodies';
import { vaultWorker } from '../../workers/syncClient';
import { lastUserUuid } from './lastUser';

/**
 * What a refused action carried, for 'Nicht gesendet' (design brief step 4: nothing a user wrote
 * is lost silently). A body with patient text (a ticket, an answer, a question, a note) is stored
 * sealed (queueAction's sealBody, issue 7), so the panel opens it through the vault for display
 * and edit, whatever the feature, and seals the edited body again before it is queued anew.
 */

/** Ids the device made (uuid, message_uuid, demand_id): never the user's text to correct. */
const isIdentifier = (field: string) => field === 'uuid' || /_(uuid|id)$/.test(field);

/** The text fields of a request body, which the user reads and may correct before sending again. */
export function textFieldsOf(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object' || Array.isArray(body) || isSealedBody(body)) return {};
  return Object.fromEntries(
    Object.entries(body).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && !isIdentifier(entry[0]),
    ),
  );
}

/**
 * The row's body in the clear: undefined while the vault opens it, null when it cannot (locked
 * meanwhile: the lock screen takes over).
 */
export function useOpenedBody(row: Pick<OutboxRow, 'path' | 'body'>): unknown {
  const sealed = isSealedBody(row.body);
  const [opened, setOpened] = useState<{ of: unknown; body: unknown } | null>(null);
  useEffect(() => {
    if (!sealed) return;
    const user = lastUserUuid();
    let cancelled = false;
    const done = (body: unknown) => {
      if (!cancelled) setOpened({ of: row.body, body });
    };
    if (!user) {
      queueMicrotask(() => done(null));
    } else {
      vaultWorker()
        .openBody(user, row.path, row.body)
        .then(done, () => done(null));
    }
    return () => {
      cancelled = true;
    };
  }, [sealed, row.path, row.body]);
  if (!sealed) return row.body;
  return opened !== null && opened.of === row.body ? opened.body : undefined;
}

/** The body to queue again: the opened one with the corrections, sealed again when it was sealed. */
export async function correctedBody(
  row: Pick<OutboxRow, 'path' | 'body'>,
  opened: unknown,
  corrections: Record<string, string>,
): Promise<unknown> {
  const body = { ...(opened as object), ...corrections };
  if (!isSealedBody(row.body)) return body;
  const user = lastUserUuid();
  if (!user) throw new Error('No signed-in user');
  return vaultWorker().sealBody(user, row.path, body);
}
