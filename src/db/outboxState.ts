/**
 * The life of an outbox row. `pending` waits for its turn; `sending` is on the wire (a crash leaves
 * it so, and the next start sends it again with the same Idempotency-Key, which the server answers
 * with the stored response); `sent` was accepted and waits for the pull that shows its effect;
 * `rejected` was refused with a 4xx and waits for the user to retry, edit or discard it.
 */
export const OutboxState = {
  pending: 'pending',
  sending: 'sending',
  sent: 'sent',
  rejected: 'rejected',
} as const;
export type OutboxState = (typeof OutboxState)[keyof typeof OutboxState];

/** States in which a row still holds pulled data of its entity back (design brief, step 3). */
export const QUEUED_OUTBOX_STATES: readonly OutboxState[] = [
  OutboxState.pending,
  OutboxState.sending,
  OutboxState.sent,
];

export const OutboxMethod = { post: 'POST', put: 'PUT', patch: 'PATCH', delete: 'DELETE' } as const;
export type OutboxMethod = (typeof OutboxMethod)[keyof typeof OutboxMethod];
