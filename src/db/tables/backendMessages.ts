import type { BackendMessageRecord } from '../../contract/backendMessages';
import { mirrorConcept, type Mirrored } from '../mirrorConcept';

/** A system message as mirrored; its title and text are stored sealed. */
export type BackendMessageRow = Mirrored<BackendMessageRecord>;

/**
 * An attachment of a system message kept on the device (issue 13), keyed by the file's id as a
 * string; the bytes sealed by the vault, filled by the sync worker (src/sync/messageFiles.ts).
 */
export interface MessageFileRow {
  id: string;
  messageId: string;
  bytes: ArrayBuffer;
  storedAt: number;
}

export const backendMessagesTables = mirrorConcept<{
  backendMessage: BackendMessageRow;
  messageFile: MessageFileRow;
}>({
  stores: {
    /** Issue 13: the messages, keyed by their id, and their attachments kept on the device. */
    4: { backendMessage: 'id, created_at', messageFile: 'id, messageId' },
  },
  // No patient data by intent (the lab writes to every practice), but free text an admin typed:
  // sealed like every free text on the device (issue 13).
  sealed: { backendMessage: ['title', 'text'] },
});
