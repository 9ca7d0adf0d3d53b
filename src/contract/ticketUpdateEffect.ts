/**
 * What an update (`PUT /api/tickets/{id}`) does to a ticket: the one description of its effects,
 * applied by the server to the stored row (server/features/tickets/ticketUpdate.ts) and by the device to
 * its optimistic row (src/app/features/tickets/ticketActions.ts), so what the device shows while
 * the action is queued is what the pull brings back. Which actions an update asks for, and who may
 * take them, is ./ticketRules.ts.
 *
 * - Category and sub category are decided together: the sub category belongs to category 2
 *   'Befund' only. Sent with the update it is taken as sent (on another category the server
 *   refuses a non-null one); not sent, it becomes null when the category leaves 'Befund', keeps
 *   its value while the category stays 'Befund', and is Allgemein when the category becomes it.
 * - Accepting (status 2) takes the ticket into progress. It is re-addressed to the one who accepts
 *   only when it was addressed to staff (who see every ticket anyway): a doctor the lab wrote to
 *   would otherwise lose the ticket from their list, so it stays addressed to them.
 * - Forwarding re-addresses it; closing sets the time and the reason; reopening clears both.
 * - Each of these actions appends a record to the thread.
 */
import { TICKET_CATEGORY_REPORT_ID, TICKET_SUB_CATEGORIES, type TicketSubCategory } from './constants';
import { actionsOfUpdate, type TicketAction } from './ticketRules';
import { TicketStatusId, type UpdateTicketInput } from './tickets';

/** The ticket as an update finds it. */
export interface TicketUpdateCurrent {
  statusId: number;
  recipientUuid: string | null;
  /** The ticket is addressed to laboratory staff (`isTicketStaff`), who keep seeing it when re-addressed. */
  recipientIsStaff: boolean;
  subject: string;
  content: string;
  categoryId: number;
  subCategory: TicketSubCategory | null;
  priorityId: number;
}

export type TicketThreadEffect =
  | { kind: 'accepted' }
  | { kind: 'forwarded'; recipientUuid: string }
  | { kind: 'closed'; reason: string }
  | { kind: 'reopened' };

export interface TicketUpdateEffect {
  /** The actions asked for (checked by the server against `allowedTicketActions`); none: a replay. */
  actions: TicketAction[];
  /** The changed fields; only those present change. */
  fields: {
    subject?: string;
    content?: string;
    categoryId?: number;
    subCategory?: TicketSubCategory | null;
    priorityId?: number;
    statusId?: number;
  };
  /** The new recipient: the one who accepted it, or the person forwarded to. */
  recipient?: { actor: true } | { uuid: string };
  /** Closed now with this reason, or (null) reopened: closing time and reason cleared. */
  closing?: { reason: string } | null;
  thread: TicketThreadEffect[];
}

const DEFAULT: TicketSubCategory = TICKET_SUB_CATEGORIES[0];

/** The category and sub category after an update that may send either (see the header). */
export function categoryAfterUpdate(
  input: Pick<UpdateTicketInput, 'category' | 'sub_category'>,
  current: Pick<TicketUpdateCurrent, 'categoryId' | 'subCategory'>,
): { categoryId: number; subCategory: TicketSubCategory | null } {
  const categoryId = input.category ?? current.categoryId;
  const isReport = categoryId === TICKET_CATEGORY_REPORT_ID;
  if (input.sub_category !== undefined) {
    return { categoryId, subCategory: isReport ? (input.sub_category ?? DEFAULT) : input.sub_category };
  }
  if (!isReport) return { categoryId, subCategory: null };
  return { categoryId, subCategory: current.subCategory ?? DEFAULT };
}

export function ticketUpdateEffect(
  input: UpdateTicketInput,
  current: TicketUpdateCurrent,
): TicketUpdateEffect {
  const category = categoryAfterUpdate(input, current);
  const actions = actionsOfUpdate(input, current);
  const effect: TicketUpdateEffect = { actions, fields: {}, thread: [] };
  if (actions.length === 0) return effect;

  const { fields } = effect;
  if (input.subject !== undefined && input.subject !== current.subject) fields.subject = input.subject;
  if (input.content !== undefined && input.content !== current.content) fields.content = input.content;
  if (input.priority !== undefined && input.priority !== current.priorityId)
    fields.priorityId = input.priority;
  if (category.categoryId !== current.categoryId) fields.categoryId = category.categoryId;
  if (category.subCategory !== current.subCategory) fields.subCategory = category.subCategory;

  const forward = actions.includes('forward') && input.recipient !== undefined;
  if (input.status !== undefined && input.status !== current.statusId) {
    fields.statusId = input.status;
    if (actions.includes('close')) {
      effect.closing = { reason: input.closing_reason ?? '' };
      effect.thread.push({ kind: 'closed', reason: input.closing_reason ?? '' });
    } else if (actions.includes('reopen')) {
      effect.closing = null;
      effect.thread.push({ kind: 'reopened' });
    }
    if (input.status === TicketStatusId.inProgress && !forward) {
      if (current.recipientIsStaff) effect.recipient = { actor: true };
      effect.thread.push({ kind: 'accepted' });
    }
  }
  if (forward && input.recipient !== undefined) {
    effect.recipient = { uuid: input.recipient };
    effect.thread.push({ kind: 'forwarded', recipientUuid: input.recipient });
  }
  return effect;
}
