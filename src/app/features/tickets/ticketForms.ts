import type { z } from 'zod';
import { TICKET_CATEGORY_REPORT_ID, TICKET_SUB_CATEGORIES } from '../../../contract/constants';
import {
  TicketStatusId,
  createTicketSchema,
  type CreateTicketInput,
  type UpdateTicketInput,
  updateTicketAnswerSchema,
} from '../../../contract/tickets';
import type { TicketMirrorRow } from '../../../db/rows';
import type { ThreadTextField } from '../../components/thread/threadForm';

/**
 * The new-ticket and edit-ticket forms (spec §5, §9), validated by the contract's zod schemas, so
 * the dialog says what the server would answer with 422, in the same words ('Pflichtfeld.',
 * 'Min. 3 Zeichen.', 'Max. 250 Zeichen.').
 */
export const newTicketFormSchema = createTicketSchema.pick({
  recipient: true,
  subject: true,
  content: true,
  category: true,
  sub_category: true,
  priority: true,
});
export type NewTicketFormInput = z.input<typeof newTicketFormSchema>;
export type NewTicketFormValues = z.output<typeof newTicketFormSchema>;

/**
 * An answer is the content of `POST /api/tickets/{id}/answer` and `PUT .../answer/{comment}`:
 * one rule for both (the answer box and the edit in place).
 */
export const answerField: ThreadTextField = { name: 'content', schema: updateTicketAnswerSchema };

/** Spec §9: the sub category is chosen only for category 2 'Befund', Allgemein by default. */
export const hasSubCategory = (categoryId: number | undefined): boolean =>
  categoryId === TICKET_CATEGORY_REPORT_ID;
export const DEFAULT_SUB_CATEGORY = TICKET_SUB_CATEGORIES[0];

/** The create body: the sub category only where it applies. */
export function newTicketBody(values: NewTicketFormValues, uuid: string): CreateTicketInput {
  return createTicketSchema.parse({
    ...values,
    uuid,
    sub_category: hasSubCategory(values.category) ? (values.sub_category ?? DEFAULT_SUB_CATEGORY) : null,
  });
}

/**
 * The edit form: every field optional as in the update payload; the content is what everyone may
 * change, the others are offered to staff only (spec §5: doctors cannot edit category, subject,
 * recipient, priority or status).
 */
export const editTicketFieldsSchema = createTicketSchema
  .pick({ recipient: true, subject: true, content: true, category: true, sub_category: true, priority: true })
  .extend({ status: createTicketSchema.shape.priority });
export type EditTicketFormInput = z.input<typeof editTicketFieldsSchema>;
export type EditTicketFormValues = z.output<typeof editTicketFieldsSchema>;
/** A doctor's edit validates the content only: the other fields are shown, not sent. */
export const editTicketContentSchema = editTicketFieldsSchema.pick({ content: true });

/** What the edit form starts with: the ticket as it is. */
export function editTicketDefaults(row: TicketMirrorRow): EditTicketFormInput {
  return {
    recipient: row.recipient?.uuid ?? '',
    subject: row.subject,
    content: row.content,
    category: row.category.id,
    sub_category: row.sub_category ?? DEFAULT_SUB_CATEGORY,
    priority: row.priority.id,
    status: row.status.id,
  };
}

/**
 * Only the fields that changed (spec §5: edit saves only when changed), and for a doctor only the
 * content: a queued edit never overwrites what someone else changed meanwhile in another field,
 * and never asks the server for a change it refuses. Empty when nothing changed.
 */
export function changedTicketFields(
  row: TicketMirrorRow,
  values: Partial<EditTicketFormValues> & Pick<EditTicketFormValues, 'content'>,
  editFields: boolean,
): Omit<UpdateTicketInput, 'uuid'> {
  const changes: Omit<UpdateTicketInput, 'uuid'> = {};
  if (values.content !== row.content) changes.content = values.content;
  if (!editFields) return changes;
  if (values.subject !== undefined && values.subject !== row.subject) changes.subject = values.subject;
  if (values.recipient !== undefined && values.recipient !== (row.recipient?.uuid ?? '')) {
    changes.recipient = values.recipient;
  }
  const category = values.category ?? row.category.id;
  if (category !== row.category.id) changes.category = category;
  const subCategory = hasSubCategory(category) ? (values.sub_category ?? DEFAULT_SUB_CATEGORY) : null;
  if (subCategory !== row.sub_category) changes.sub_category = subCategory;
  if (values.priority !== undefined && values.priority !== row.priority.id)
    changes.priority = values.priority;
  if (values.status !== undefined && values.status !== row.status.id) changes.status = values.status;
  return changes;
}

/**
 * The statuses the edit form offers: not 'closed' (the close dialog asks for the reason) and not
 * 'in progress' (the accept button, which may re-address the ticket) unless the ticket has it.
 */
export const isEditableStatus = (statusId: number, row: Pick<TicketMirrorRow, 'status'>): boolean =>
  statusId !== TicketStatusId.closed &&
  (statusId !== TicketStatusId.inProgress || row.status.id === TicketStatusId.inProgress);
