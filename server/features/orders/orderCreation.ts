/**
 * A doctor's new order (issue 28), as the outbox sends it: uuid and number were made on the device,
 * perhaps hours ago and offline. The server re-checks everything on its own clock and against its
 * catalogue (orderRules.ts `orderProblems`), so an order queued while an analysis was withdrawn
 * comes back as a 422 naming the analysis, and the device shows it; nothing is stored then.
 *
 * Sent twice (a lost answer, an Idempotency-Key past its 48 h), the same order makes one row: a uuid
 * the caller already stored under the same number answers that order again.
 */
import { and, eq } from 'drizzle-orm';
import { doctorDisplayName } from '../../../src/contract/doctors';
import { orderProblems } from '../../../src/contract/orderRules';
import { OrderValidation, type CheckedOrderInput, type OrderRecord } from '../../../src/contract/orders';
import { SyncEntity } from '../../../src/contract/sync';
import type { AppTx } from '../../platform/db/database';
import { officeDoctors, orderEvents, orderItems, orders, users } from '../../platform/db/schema';
import { FieldValidationError } from '../../platform/http/httpErrors';
import type { MessageKey } from '../../platform/i18n/messages';
import type { Emit } from '../../platform/sync/writeWithChanges';
import { analysesById, profilesById } from './orderCatalogue';
import { emitNumberBlock, leasedBlockOf, numberUsed } from './orderNumberBlocks';
import { readOrderRecords } from './orderRecords';
import { orderScopes } from './orderScopes';
import { sealOrderData } from './orderSeal';

export interface OrderingDoctor {
  id: number;
  uuid: string;
}

type Problems = Map<string, MessageKey[]>;

const add = (problems: Problems, field: string, message: MessageKey) =>
  problems.set(field, [...(problems.get(field) ?? []), message]);

/**
 * The practice the order is for: one of the doctor's; required when she works in several, else her
 * only one, or none for a doctor without a practice.
 */
async function officeOf(
  tx: AppTx,
  doctorId: number,
  officeId: number | null,
  problems: Problems,
): Promise<number | null> {
  const own = (
    await tx
      .select({ id: officeDoctors.officeId })
      .from(officeDoctors)
      .where(eq(officeDoctors.userId, doctorId))
  ).map((row) => row.id);
  if (officeId !== null) {
    if (!own.includes(officeId)) add(problems, 'office_id', OrderValidation.office);
    return officeId;
  }
  if (own.length > 1) add(problems, 'office_id', OrderValidation.office);
  return own.length === 1 ? (own[0] ?? null) : null;
}

/** The order the caller already stored under this uuid and number (a repeat), or a 422 for a taken uuid. */
async function repeated(tx: AppTx, doctor: OrderingDoctor, input: CheckedOrderInput) {
  const [existing] = await tx
    .select({ id: orders.id, doctorId: orders.doctorId, number: orders.number })
    .from(orders)
    .where(eq(orders.uuid, input.uuid.toLowerCase()));
  if (!existing) return undefined;
  if (existing.doctorId !== doctor.id || existing.number !== input.number) {
    throw new FieldValidationError({ uuid: ['validation.uuidTaken'] });
  }
  const [record] = await readOrderRecords(tx, eq(orders.id, existing.id));
  return record;
}

async function problemsOf(
  tx: AppTx,
  doctor: OrderingDoctor,
  input: CheckedOrderInput,
  now: Date,
): Promise<{ problems: Problems; officeId: number | null; blockId: number | null }> {
  const problems: Problems = new Map();
  const officeId = await officeOf(tx, doctor.id, input.office_id, problems);
  const block = await leasedBlockOf(tx, doctor.id, input.number);
  if (!block) add(problems, 'number', OrderValidation.number);
  else if (await numberUsed(tx, input.number)) add(problems, 'number', OrderValidation.numberUsed);
  const catalogue = await analysesById(
    tx,
    input.items.map((item) => item.analysis_id),
  );
  for (const problem of orderProblems(input, catalogue, now)) {
    add(problems, problem.field, problem.message as MessageKey);
  }
  const profiles = await profilesById(
    tx,
    input.items.flatMap((item) => (item.profile_id === null ? [] : [item.profile_id])),
  );
  input.items.forEach((item, index) => {
    if (item.profile_id !== null && !profiles.has(item.profile_id)) {
      add(problems, `items.${index}.profile_id`, OrderValidation.unknownAnalysis);
    }
  });
  return { problems, officeId, blockId: block?.id ?? null };
}

/** Checks and stores the order with its items and first timeline step; 422 with every problem found. */
export async function createOrder(
  tx: AppTx,
  emit: Emit,
  doctor: OrderingDoctor,
  input: CheckedOrderInput,
  now: Date,
): Promise<OrderRecord> {
  const again = await repeated(tx, doctor, input);
  if (again) return again;
  const { problems, officeId, blockId } = await problemsOf(tx, doctor, input, now);
  if (problems.size > 0 || blockId === null) throw new FieldValidationError(Object.fromEntries(problems));

  const [order] = await tx
    .insert(orders)
    .values({
      uuid: input.uuid.toLowerCase(),
      number: input.number,
      status: 'new',
      officeId,
      doctorId: doctor.id,
      sealedData: sealOrderData({
        patient: input.patient,
        clinical_question: input.clinical_question,
        icd10: input.icd10,
      }),
      urgency: input.urgency,
      sampledAt: new Date(input.sampled_at),
      sampleTimeKind: input.sample_time_kind,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!order) {
    // A concurrent sending of the same order, or of another under the same number, committed first.
    const again = await repeated(tx, doctor, input);
    if (again) return again;
    throw new FieldValidationError({ number: [OrderValidation.numberUsed] });
  }
  await tx.insert(orderItems).values(
    input.items.map((item, position) => ({
      orderId: order.id,
      position,
      analysisId: item.analysis_id,
      billing: item.billing,
      profileId: item.profile_id,
    })),
  );
  const [author] = await tx
    .select({ titel: users.titel, vorname: users.vorname, nachname: users.nachname })
    .from(users)
    .where(eq(users.id, doctor.id));
  await tx.insert(orderEvents).values({
    orderId: order.id,
    status: 'new',
    at: now,
    actorId: doctor.id,
    actorName: author ? doctorDisplayName(author) : null,
    source: 'portal',
  });
  emit(SyncEntity.order, order.uuid, await orderScopes(tx, order));
  emitNumberBlock(emit, doctor.uuid, blockId);
  const [record] = await readOrderRecords(tx, and(eq(orders.id, order.id)));
  if (!record) throw new Error('order vanished in its own transaction');
  return record;
}
