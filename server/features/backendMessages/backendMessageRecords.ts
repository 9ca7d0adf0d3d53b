/**
 * Reads system messages as the API and the change feed deliver them (BackendMessageRecord): the
 * recipient role's name, whether it is addressed to the viewer (by role id, so a renamed role
 * changes nothing), the viewer's own confirmation, and the attachments in their order.
 */
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { BackendMessageRecord, MessageFile } from '../../../src/contract/backendMessages';
import type { AppDb, AppTx } from '../../platform/db/database';
import {
  backendMessageConfirmations,
  backendMessageFiles,
  backendMessages,
  files,
  roles,
  userRoles,
} from '../../platform/db/schema';

export async function readMessageRecords(
  db: AppDb | AppTx,
  viewerId: number,
  where: SQL | undefined,
  options: { limit?: number; order?: 'id' | 'newest' } = {},
): Promise<BackendMessageRecord[]> {
  const query = db
    .select({
      message: backendMessages,
      role: roles.name,
      confirmedAt: backendMessageConfirmations.confirmedAt,
      viewerRoleId: userRoles.roleId,
    })
    .from(backendMessages)
    .leftJoin(roles, eq(roles.id, backendMessages.recipientRoleId))
    .leftJoin(
      userRoles,
      and(eq(userRoles.roleId, backendMessages.recipientRoleId), eq(userRoles.userId, viewerId)),
    )
    .leftJoin(
      backendMessageConfirmations,
      and(
        eq(backendMessageConfirmations.messageId, backendMessages.id),
        eq(backendMessageConfirmations.userId, viewerId),
      ),
    )
    .where(where)
    .orderBy(
      ...(options.order === 'id'
        ? [asc(backendMessages.id)]
        : // newestMessageFirst of src/contract/backendMessages.ts, as the device orders its lists
          [desc(backendMessages.createdAt), desc(backendMessages.id)]),
    );
  const rows = options.limit === undefined ? await query : await query.limit(options.limit);
  const attachments = await filesOf(
    db,
    rows.map((row) => row.message.id),
  );
  return rows.map(({ message, role, confirmedAt, viewerRoleId }) => ({
    id: message.id,
    uuid: message.uuid,
    title: message.title,
    text: message.text,
    recipient_role_id: message.recipientRoleId,
    recipient_role: role,
    addressed_to_viewer: message.recipientRoleId === null || viewerRoleId !== null,
    show_until: message.showUntil?.toISOString() ?? null,
    hidden: message.hiddenAt !== null,
    created_at: message.createdAt.toISOString(),
    updated_at: message.updatedAt.toISOString(),
    confirmed_at: confirmedAt?.toISOString() ?? null,
    files: attachments.get(message.id) ?? [],
  }));
}

async function filesOf(db: AppDb | AppTx, messageIds: number[]): Promise<Map<number, MessageFile[]>> {
  const byMessage = new Map<number, MessageFile[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select({ messageId: backendMessageFiles.messageId, file: files })
    .from(backendMessageFiles)
    .innerJoin(files, eq(files.id, backendMessageFiles.fileId))
    .where(inArray(backendMessageFiles.messageId, messageIds))
    .orderBy(asc(backendMessageFiles.sort), asc(files.id));
  for (const { messageId, file } of rows) {
    const list = byMessage.get(messageId) ?? [];
    list.push({
      id: file.id,
      // The spec's `name`, filled with the file's uuid: the key on disk stays on the server.
      name: file.uuid,
      original_name: file.originalName,
      size: file.size,
      mime: file.mimeType,
    });
    byMessage.set(messageId, list);
  }
  return byMessage;
}
