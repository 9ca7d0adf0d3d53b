/**
 * A FHIR R4 Task from the laboratory system (issue 28): which order (`focus`) reached which status
 * of the list (`businessStatus`), when (`lastModified`, else now), with an optional `note`.
 *
 *   focus           {reference: 'ServiceRequest/<id>'} (the id is the order's uuid; a full URL
 *                   ending so is read the same) or {identifier: {system: ORDER_NUMBER_SYSTEM, value}}
 *   businessStatus  {coding: [{system: ORDER_STATUS_SYSTEM, code: 'in_progress'}]}
 *   status, intent  required by FHIR (one of its codes); not read: the business status decides
 *
 * Only what is read is checked; other elements pass untouched. A Task the portal cannot act on is a
 * 422 OperationOutcome naming what is missing.
 */
import { z } from 'zod';
import { ORDER_NOTE_MAX } from '../../../../src/contract/constants';
import {
  ORDER_NUMBER_PATTERN,
  ORDER_NUMBER_SYSTEM,
  ORDER_STATUS_SYSTEM,
  ORDER_STATUSES,
  type OrderStatus,
} from '../../../../src/contract/orders';
import { HttpError } from '../../../platform/http/httpErrors';
import type { LisOrderTarget } from './lisOrderMoves';

const dateTime = z.iso.datetime({ offset: true });

export const taskSchema = z.looseObject({
  resourceType: z.literal('Task'),
  status: z.enum([
    'draft',
    'requested',
    'received',
    'accepted',
    'rejected',
    'ready',
    'cancelled',
    'in-progress',
    'on-hold',
    'failed',
    'completed',
    'entered-in-error',
  ]),
  intent: z.enum([
    'unknown',
    'proposal',
    'plan',
    'order',
    'original-order',
    'reflex-order',
    'filler-order',
    'instance-order',
    'option',
  ]),
  focus: z
    .looseObject({
      reference: z.string().max(500).optional(),
      identifier: z
        .looseObject({ system: z.string().max(500).optional(), value: z.string().max(64) })
        .optional(),
    })
    .optional(),
  businessStatus: z
    .looseObject({
      coding: z
        .array(z.looseObject({ system: z.string().max(500).optional(), code: z.string().max(64).optional() }))
        .max(20)
        .optional(),
    })
    .optional(),
  lastModified: dateTime.optional(),
  note: z
    .array(z.looseObject({ text: z.string().max(ORDER_NOTE_MAX) }))
    .max(1)
    .optional(),
});
export type TaskInput = z.infer<typeof taskSchema>;

const SERVICE_REQUEST_REFERENCE = /(?:^|\/)ServiceRequest\/([A-Za-z0-9.-]{1,64})$/;

/** The order the Task is about. */
export function taskTarget(task: TaskInput): LisOrderTarget {
  const reference = task.focus?.reference ? SERVICE_REQUEST_REFERENCE.exec(task.focus.reference) : null;
  if (reference?.[1]) return { uuid: reference[1] };
  const identifier = task.focus?.identifier;
  if (
    identifier &&
    (identifier.system === undefined || identifier.system === ORDER_NUMBER_SYSTEM) &&
    ORDER_NUMBER_PATTERN.test(identifier.value)
  )
    return { number: identifier.value };
  throw new HttpError(422, 'orders.lis.noFocus');
}

/** The status of the list the Task reports. */
export function taskStatus(task: TaskInput): OrderStatus {
  const code = task.businessStatus?.coding?.find((coding) => coding.system === ORDER_STATUS_SYSTEM)?.code;
  const status = ORDER_STATUSES.find((one) => one === code);
  if (!status)
    throw new HttpError(422, 'orders.lis.noBusinessStatus', {}, {}, { system: ORDER_STATUS_SYSTEM });
  return status;
}
