import type {
  TicketAnswerRecord,
  TicketPerson,
  TicketRecord,
  UpdateTicketInput,
} from '../../../contract/tickets';
import {
  ticketUpdateEffect,
  type TicketThreadEffect,
  type TicketUpdateCurrent,
} from '../../../contract/ticketUpdateEffect';
import type { LookupRow } from '../../../db/rows';

/**
 * The optimistic row of a queued ticket update (edit, accept, forward, close, reopen): the
 * contract's `ticketUpdateEffect`, the description the server applies too, applied to the mirrored
 * row, so the device shows at once what the pull will bring back (who it is addressed to after an
 * accept, the closing reason cleared on reopen, the records in the thread). Pure, so it is tested
 * against the server's answers (tests/listParity/ticketActionParity.test.ts).
 */
type TicketShape = Omit<TicketRecord, 'id'>;

export interface TicketUpdateContext {
  /** The one who acts (the accepter, the author of the thread's records). */
  actor: TicketPerson;
  /** The person a forward goes to (`input.recipient`); without it the recipient shown stays. */
  recipient?: TicketPerson;
  now: string;
  /** The mirrored lookups of the new status, priority and category, for their names and colours. */
  lookups?: { status?: LookupRow; priority?: LookupRow; category?: LookupRow };
}

export const updateFactsOf = (row: TicketShape): TicketUpdateCurrent => ({
  statusId: row.status.id,
  recipientUuid: row.recipient?.uuid ?? null,
  recipientIsStaff: row.recipient_is_staff,
  subject: row.subject,
  content: row.content,
  categoryId: row.category.id,
  subCategory: row.sub_category,
  priorityId: row.priority.id,
});

/** A lookup as the record embeds it; a lookup not mirrored keeps the row's name and colour. */
const coloured = (id: number, lookup: LookupRow | undefined, fallback: { name: string; color: string }) => ({
  id,
  name: lookup?.name ?? fallback.name,
  color: lookup?.color ?? fallback.color,
});

function threadRecord(
  entry: TicketThreadEffect,
  { actor, recipient, now }: TicketUpdateContext,
): TicketAnswerRecord {
  return {
    id: 0,
    uuid: crypto.randomUUID(),
    kind: entry.kind,
    author: actor,
    content: entry.kind === 'closed' ? entry.reason : '',
    forwarded_to: entry.kind === 'forwarded' ? (recipient ?? null) : null,
    created_at: now,
    updated_at: now,
  };
}

/** `row` as the server will store it after `input`; unchanged when the update asks for nothing. */
export function applyTicketUpdate<Row extends TicketShape>(
  row: Row,
  input: UpdateTicketInput,
  context: TicketUpdateContext,
): Row {
  const effect = ticketUpdateEffect(input, updateFactsOf(row));
  if (effect.actions.length === 0) return row;
  const { fields } = effect;
  const { lookups = {}, now } = context;
  const next: Row = structuredClone(row);
  if (fields.subject !== undefined) next.subject = fields.subject;
  if (fields.content !== undefined) next.content = fields.content;
  if (fields.categoryId !== undefined)
    next.category = { id: fields.categoryId, name: lookups.category?.name ?? row.category.name };
  if (fields.subCategory !== undefined) next.sub_category = fields.subCategory;
  if (fields.priorityId !== undefined)
    next.priority = coloured(fields.priorityId, lookups.priority, row.priority);
  if (fields.statusId !== undefined) next.status = coloured(fields.statusId, lookups.status, row.status);
  if (effect.closing !== undefined) {
    next.closed_at = effect.closing ? now : null;
    next.closing_reason = effect.closing?.reason ?? null;
  }
  if (effect.recipient && 'actor' in effect.recipient) {
    next.recipient = context.actor;
    next.recipient_is_staff = true;
  } else if (effect.recipient && context.recipient) {
    // Forwarding goes to staff only (the server refuses anyone else).
    next.recipient = context.recipient;
    next.recipient_is_staff = true;
  }
  next.answers = [...row.answers, ...effect.thread.map((entry) => threadRecord(entry, context))];
  next.last_edited_by = context.actor;
  next.updated_at = now;
  // Every write marks the ticket read for its author.
  next.unread = false;
  return next;
}
