import { isCurrentMessage } from '../contract/backendMessages';
import type { KundencenterDb } from '../db/KundencenterDb';
import type { MessageFileRow } from '../db/rows';
import type { SealBytes } from './reportFiles';

/**
 * The attachments of system messages on the device (issue 13), so a message and its files open
 * offline. The sync worker, the only writer of pulled data, fetches after its pulls every
 * attachment of a current message (not hidden, not past show-until) that the device does not hold
 * yet, and drops the files of messages that are gone or no longer current. Each file comes in two
 * steps, as spec §7 has it: `GET /api/files/{id}` answers a short-lived signed URL, which gives
 * the bytes. They are kept sealed by the vault, like report PDFs, as ArrayBuffers.
 */

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export class MessageFileError extends Error {
  constructor(readonly status: number | null) {
    super(status === null ? 'message file: network failure' : `message file: HTTP ${status}`);
    this.name = 'MessageFileError';
  }
}

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

async function fetchOk(fetchFn: FetchLike, url: string, accept: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetchFn(url, { credentials: 'same-origin', headers: { ...HEADERS, Accept: accept } });
  } catch {
    throw new MessageFileError(null);
  }
  if (!response.ok) throw new MessageFileError(response.status);
  return response;
}

/** Downloads one attachment through its signed URL and keeps it; returns the clear bytes. */
export async function downloadMessageFile(
  db: KundencenterDb,
  file: { id: string; messageId: string },
  fetchFn: FetchLike = (input, init) => fetch(input, init),
  seal?: SealBytes,
  now: () => number = Date.now,
): Promise<ArrayBuffer> {
  const signed = await fetchOk(fetchFn, `/api/files/${encodeURIComponent(file.id)}`, 'application/json');
  const { url } = (await signed.json()) as { url: string };
  const bytes = await (await fetchOk(fetchFn, url, '*/*')).arrayBuffer();
  const row: MessageFileRow = {
    id: file.id,
    messageId: file.messageId,
    bytes: seal ? await seal(file.id, bytes.slice(0)) : bytes,
    storedAt: now(),
  };
  await db.messageFile.put(row);
  return bytes;
}

/** Brings the device's attachments in line with the mirror's current messages; returns how many it fetched. */
export async function prefetchMessageFiles(
  db: KundencenterDb,
  options: { fetch?: FetchLike; seal?: SealBytes; now?: () => number } = {},
): Promise<number> {
  const now = options.now ?? Date.now;
  const messages = (await db.backendMessage.toArray()).filter((message) => isCurrentMessage(message, now()));
  const wanted = messages.flatMap((message) =>
    message.files.map((file) => ({ id: String(file.id), messageId: message.id })),
  );
  const wantedIds = new Set(wanted.map((file) => file.id));
  const held = new Set(await db.messageFile.toCollection().primaryKeys());
  const gone = [...held].filter((id) => !wantedIds.has(id));
  if (gone.length > 0) await db.messageFile.bulkDelete(gone);

  let downloaded = 0;
  for (const file of wanted) {
    if (held.has(file.id)) continue;
    try {
      await downloadMessageFile(db, file, options.fetch, options.seal, now);
      downloaded++;
    } catch (error) {
      // Gone or no longer visible (4xx): the next pull brings the change. Else: offline, stop.
      if (error instanceof MessageFileError && error.status !== null && error.status < 500) continue;
      break;
    }
  }
  return downloaded;
}
