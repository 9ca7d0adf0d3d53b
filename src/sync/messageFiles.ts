import { isCurrentMessage } from '../contract/backendMessages';
import { Permission } from '../contract/permissions';
import type { KundencenterDb } from '../db/KundencenterDb';
import type { MessageFileRow } from '../db/rows';
import type { SealBytes } from './reportFiles';

/**
 * The system messages and their attachments on the device (issue 13), so a message and its files
 * open offline, and nothing stays there past its time. The sync worker, the only writer of pulled
 * data, first takes out of the mirror the messages that are no longer current (below), then fetches every
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

/**
 * Takes hidden and expired messages out of the mirror of a user who does not manage messages. The
 * server sends no del when a show-until date passes (nothing is written then), and hiding reaches
 * the device as a del only while it pulls; this keeps the text of a past message off the device.
 * An admin's mirror keeps them: the admin list shows every message. Who the viewer is, the
 * mirrored profile says (`user`, with its permissions); without it nothing is pruned yet. One
 * transaction: a pull writing a renewed message meanwhile is not undone.
 */
export async function pruneExpiredMessages(db: KundencenterDb, now: number): Promise<number> {
  return db.transaction('rw', db.user, db.backendMessage, async () => {
    const [viewer] = await db.user.toArray();
    if (!viewer || viewer.permissions.includes(Permission.listBackendMessages)) return 0;
    const past = (await db.backendMessage.toArray())
      .filter((message) => !isCurrentMessage(message, now))
      .map((message) => message.id);
    await db.backendMessage.bulkDelete(past);
    return past.length;
  });
}

/** Brings the device's messages and attachments in line with what is current; returns how many files it fetched. */
export async function prefetchMessageFiles(
  db: KundencenterDb,
  options: { fetch?: FetchLike; seal?: SealBytes; now?: () => number } = {},
): Promise<number> {
  const now = options.now ?? Date.now;
  await pruneExpiredMessages(db, now());
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
