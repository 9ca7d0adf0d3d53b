/**
 * Writing system messages (spec §4 'System message', §7 'Backend.Messages'). Each function runs in
 * the caller's writeWithChanges transaction, emits the change rows of what it wrote (scopes:
 * backendMessageAccess.ts) and the presence channel's event. Events carry the message id only: a
 * client learns what changed from its next pull, which applies its own visibility. Every signed-in
 * user is a member of the presence channel, so only messages addressed to everyone are announced
 * there (issue 26: doctors saw the ids of the lab's messages); a message for a role reaches its
 * members and the managers through the SyncHint of its scopes on their private channels.
 */
import { and, count, eq, inArray, max } from 'drizzle-orm';
import type { backendMessageInputSchema } from '../../../src/contract/backendMessages';
import { BackendMessageEvent, type BackendMessageRecord } from '../../../src/contract/backendMessages';
import { SyncEntity } from '../../../src/contract/sync';
import { ValidationMessage } from '../../../src/contract/validationMessages';
import type { AppTx } from '../../platform/db/database';
import {
  backendMessageConfirmations,
  backendMessageFiles,
  backendMessages,
  files,
  roles,
  type BackendMessageRow,
} from '../../platform/db/schema';
import { fieldError, notFound } from '../../platform/http/httpErrors';
import { insertFileRows, type StoredAttachment } from '../../platform/files/attachmentUpload';
import { userScope } from '../../platform/sync/scopes';
import type { Emit } from '../../platform/sync/writeWithChanges';
import { addressedTo, messageScopes, visibleMessages, type MessageViewer } from './backendMessageAccess';
import { readMessageRecords } from './backendMessageRecords';

export type MessageInput = ReturnType<typeof backendMessageInputSchema.parse>;

/** Names the message on the presence channel only when every member may see it. */
function announce(
  emit: Emit,
  message: Pick<BackendMessageRow, 'id' | 'recipientRoleId'>,
  event: BackendMessageEvent,
): void {
  if (message.recipientRoleId !== null) return;
  emit.event({ to: 'backendMessages', event, data: { id: message.id } });
}

export interface MessageAuthor extends MessageViewer {
  uuid: string;
}

async function checkRecipient(tx: AppTx, roleId: number | null): Promise<void> {
  if (roleId === null) return;
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
  if (!role) throw fieldError('recipient_role_id', ValidationMessage.messageRecipient);
}

function showUntilOf(input: MessageInput, now: Date, previous: Date | null): Date | null {
  if (input.show_until === null) return null;
  const showUntil = new Date(input.show_until);
  // An unchanged date of an edited message may lie in the past (the admin edits the text only).
  if (showUntil <= now && showUntil.getTime() !== previous?.getTime()) {
    throw fieldError('show_until', ValidationMessage.messageShowUntilPast);
  }
  return showUntil;
}

async function recordOf(tx: AppTx, viewerId: number, id: number): Promise<BackendMessageRecord> {
  const [record] = await readMessageRecords(tx, viewerId, eq(backendMessages.id, id));
  if (!record) throw new Error('system message not readable after writing it');
  return record;
}

async function link(
  tx: AppTx,
  messageId: number,
  stored: readonly StoredAttachment[],
  author: number,
  now: Date,
) {
  const rows = await insertFileRows(tx, stored, author, now);
  if (rows.length === 0) return;
  const [last] = await tx
    .select({ sort: max(backendMessageFiles.sort) })
    .from(backendMessageFiles)
    .where(eq(backendMessageFiles.messageId, messageId));
  const start = (last?.sort ?? -1) + 1;
  await tx
    .insert(backendMessageFiles)
    .values(rows.map((file, index) => ({ messageId, fileId: file.id, sort: start + index })));
}

export async function createMessage(
  tx: AppTx,
  emit: Emit,
  author: MessageAuthor,
  input: MessageInput,
  attachments: readonly StoredAttachment[],
  now: Date,
): Promise<BackendMessageRecord> {
  await checkRecipient(tx, input.recipient_role_id);
  const [message] = await tx
    .insert(backendMessages)
    .values({
      title: input.title,
      text: input.text,
      recipientRoleId: input.recipient_role_id,
      showUntil: showUntilOf(input, now, null),
      hiddenAt: input.hidden ? now : null,
      createdBy: author.id,
      updatedBy: author.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!message) throw new Error('system message not inserted');
  await link(tx, message.id, attachments, author.id, now);
  emit(SyncEntity.backendMessage, message.id, messageScopes(message.recipientRoleId));
  announce(emit, message, BackendMessageEvent.created);
  return recordOf(tx, author.id, message.id);
}

/** A message a manager may reach by id; 404 otherwise. */
export async function findMessage(tx: AppTx, viewer: MessageViewer, id: number, now: Date) {
  const [message] = await tx
    .select()
    .from(backendMessages)
    .where(and(eq(backendMessages.id, id), visibleMessages(tx, viewer, now)));
  if (!message) throw notFound();
  return message;
}

/** How many attachments the message keeps after removing `removeIds`. */
export async function keptAttachmentCount(tx: AppTx, messageId: number, removeIds: readonly number[]) {
  const [row] = await tx
    .select({ n: count() })
    .from(backendMessageFiles)
    .where(eq(backendMessageFiles.messageId, messageId));
  const removable = removeIds.length
    ? await tx
        .select({ id: backendMessageFiles.fileId })
        .from(backendMessageFiles)
        .where(
          and(
            eq(backendMessageFiles.messageId, messageId),
            inArray(backendMessageFiles.fileId, [...removeIds]),
          ),
        )
    : [];
  return (row?.n ?? 0) - removable.length;
}

/**
 * `POST /api/messages/{id}`: new fields, new attachments, attachments removed. Returns the record
 * and the file keys to delete from disk once the transaction committed.
 */
export async function updateMessage(
  tx: AppTx,
  emit: Emit,
  author: MessageAuthor,
  message: BackendMessageRow,
  input: MessageInput,
  attachments: readonly StoredAttachment[],
  now: Date,
): Promise<{ record: BackendMessageRecord; removedFileKeys: string[] }> {
  await checkRecipient(tx, input.recipient_role_id);
  const [updated] = await tx
    .update(backendMessages)
    .set({
      title: input.title,
      text: input.text,
      recipientRoleId: input.recipient_role_id,
      showUntil: showUntilOf(input, now, message.showUntil),
      hiddenAt: input.hidden ? (message.hiddenAt ?? now) : null,
      updatedBy: author.id,
      updatedAt: now,
    })
    .where(eq(backendMessages.id, message.id))
    .returning();
  if (!updated) throw notFound();
  const removedFileKeys = await unlinkFiles(tx, message.id, input.remove_file_ids);
  await link(tx, message.id, attachments, author.id, now);

  emit(SyncEntity.backendMessage, message.id, messageScopes(updated.recipientRoleId));
  if (message.recipientRoleId !== updated.recipientRoleId) {
    // The old recipients lose it (the pull decides per viewer; this tells them to look).
    emit.del(SyncEntity.backendMessage, message.id, messageScopes(message.recipientRoleId).slice(1));
  }
  const hiddenNow = updated.hiddenAt !== null && message.hiddenAt === null;
  announce(emit, updated, hiddenNow ? BackendMessageEvent.hidden : BackendMessageEvent.updated);
  return { record: await recordOf(tx, author.id, message.id), removedFileKeys };
}

/** Deletes the message's links to `fileIds` and the files themselves; returns their file keys. */
async function unlinkFiles(tx: AppTx, messageId: number, fileIds: readonly number[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const unlinked = await tx
    .delete(backendMessageFiles)
    .where(
      and(eq(backendMessageFiles.messageId, messageId), inArray(backendMessageFiles.fileId, [...fileIds])),
    )
    .returning({ fileId: backendMessageFiles.fileId });
  if (unlinked.length === 0) return [];
  const removed = await tx
    .delete(files)
    .where(
      inArray(
        files.id,
        unlinked.map((row) => row.fileId),
      ),
    )
    .returning({ name: files.name });
  return removed.map((row) => row.name);
}

/** `DELETE /api/messages/{id}`; returns the file keys to delete from disk after the commit. */
export async function deleteMessage(tx: AppTx, emit: Emit, message: BackendMessageRow): Promise<string[]> {
  const linked = await tx
    .select({ fileId: backendMessageFiles.fileId })
    .from(backendMessageFiles)
    .where(eq(backendMessageFiles.messageId, message.id));
  const removedFileKeys = await unlinkFiles(
    tx,
    message.id,
    linked.map((row) => row.fileId),
  );
  await tx.delete(backendMessages).where(eq(backendMessages.id, message.id));
  emit.del(SyncEntity.backendMessage, message.id, messageScopes(message.recipientRoleId));
  announce(emit, message, BackendMessageEvent.deleted);
  return removedFileKeys;
}

/**
 * `GET|POST /api/users/messages/{id}/read`: the viewer acknowledges a message addressed to them.
 * Only their own confirmed_at changes, so only their scope hears; a second acknowledgement
 * changes nothing and emits nothing. An acknowledgement queued offline must not come back refused
 * ('Nicht gesendet') for what happened meanwhile: a message hidden or expired may still be
 * acknowledged, and one deleted or moved to another role leaves nothing to acknowledge, which is
 * what the user wanted (204, nothing written; the same answer whether or not the id exists).
 */
export async function confirmMessage(
  tx: AppTx,
  emit: Emit,
  viewer: MessageAuthor,
  id: number,
  now: Date,
): Promise<void> {
  const [message] = await tx
    .select({ id: backendMessages.id, recipientRoleId: backendMessages.recipientRoleId })
    .from(backendMessages)
    .where(and(eq(backendMessages.id, id), addressedTo(viewer.id, tx)));
  if (!message) return;
  const inserted = await tx
    .insert(backendMessageConfirmations)
    .values({ messageId: message.id, userId: viewer.id, confirmedAt: now })
    .onConflictDoNothing()
    .returning({ messageId: backendMessageConfirmations.messageId });
  if (inserted.length === 0) return;
  emit(SyncEntity.backendMessage, message.id, [userScope(viewer.uuid)]);
  announce(emit, message, BackendMessageEvent.confirmed);
}
