/**
 * Reading orders as the API answers them and the feed mirrors them (src/contract/orders.ts): the
 * order with its practice, its requesting doctor, the patient data opened (orderSeal.ts), its
 * analyses as the catalogue names them and its status timeline.
 */
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { BillingCategory, Material, Tube } from '../../../src/contract/analyses';
import { doctorDisplayName } from '../../../src/contract/doctors';
import type {
  OrderEventSource,
  OrderRecord,
  OrderStatus,
  OrderUrgency,
  SampleTimeKind,
} from '../../../src/contract/orders';
import type { AppDb, AppTx } from '../../platform/db/database';
import { analyses, offices, orderEvents, orderItems, orders, users } from '../../platform/db/schema';
import { openOrderData } from './orderSeal';

type Db = AppDb | AppTx;

const groupBy = <K, V>(rows: readonly V[], keyOf: (row: V) => K): Map<K, V[]> => {
  const map = new Map<K, V[]>();
  for (const row of rows) {
    const list = map.get(keyOf(row));
    if (list) list.push(row);
    else map.set(keyOf(row), [row]);
  }
  return map;
};

/** The orders' rows with practice and doctor, in the order the caller asks (`orderBy`, `limit`). */
export const selectOrders = (db: Db, where: SQL | undefined) =>
  db
    .select({
      order: orders,
      office: { id: offices.id, name: offices.name, bsnr: offices.bsnr },
      doctor: {
        id: users.id,
        uuid: users.uuid,
        titel: users.titel,
        vorname: users.vorname,
        nachname: users.nachname,
        lisId: users.lisId,
      },
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.doctorId))
    .leftJoin(offices, eq(offices.id, orders.officeId))
    .where(where);

export type SelectedOrder = Awaited<ReturnType<typeof selectOrders>>[number];

/** The analyses of orders as the catalogue names them, in each order's own order. */
export const selectOrderItems = (db: Db, orderIds: SQL) =>
  db
    .select({
      orderId: orderItems.orderId,
      analysisId: orderItems.analysisId,
      billing: orderItems.billing,
      profileId: orderItems.profileId,
      code: analyses.code,
      name: analyses.name,
      nameEn: analyses.nameEn,
      material: analyses.material,
      tube: analyses.tube,
    })
    .from(orderItems)
    .innerJoin(analyses, eq(analyses.id, orderItems.analysisId))
    .where(orderIds)
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));

/** The status timelines of orders, oldest step first. */
export const selectOrderEvents = (db: Db, orderIds: SQL) =>
  db
    .select()
    .from(orderEvents)
    .where(orderIds)
    .orderBy(asc(orderEvents.orderId), asc(orderEvents.at), asc(orderEvents.id));

export interface OrderDetails {
  items: Awaited<ReturnType<typeof selectOrderItems>>;
  events: Awaited<ReturnType<typeof selectOrderEvents>>;
}

/** Reads the analyses and timelines of the orders `ids`; the list reads them by prepared statements. */
export type OrderDetailsReader = (ids: number[]) => Promise<OrderDetails>;

const detailsOn =
  (db: Db): OrderDetailsReader =>
  async (ids) => {
    // One after another: `db` may be a transaction (the sync feed's), whose one connection takes one query at a time.
    const items = await selectOrderItems(db, inArray(orderItems.orderId, ids));
    const events = await selectOrderEvents(db, inArray(orderEvents.orderId, ids));
    return { items, events };
  };

/** The records of selected rows, in their order; their analyses and timelines in two more queries. */
export async function orderRecordsOf(
  db: Db,
  rows: readonly SelectedOrder[],
  readDetails: OrderDetailsReader = detailsOn(db),
): Promise<OrderRecord[]> {
  if (rows.length === 0) return [];
  const { items, events } = await readDetails(rows.map((row) => row.order.id));
  const itemsOf = groupBy(items, (item) => item.orderId);
  const eventsOf = groupBy(events, (event) => event.orderId);
  return rows.map(({ order, office, doctor }) => {
    const sealed = openOrderData(order.sealedData);
    return {
      id: order.id,
      uuid: order.uuid,
      number: order.number,
      status: order.status as OrderStatus,
      office: office ? { id: office.id, name: office.name, bsnr: office.bsnr } : null,
      doctor: { id: doctor.id, uuid: doctor.uuid, name: doctorDisplayName(doctor), lanr: doctor.lisId },
      patient: sealed.patient,
      clinical_question: sealed.clinical_question,
      icd10: sealed.icd10,
      urgency: order.urgency as OrderUrgency,
      sampled_at: order.sampledAt.toISOString(),
      sample_time_kind: order.sampleTimeKind as SampleTimeKind,
      items: (itemsOf.get(order.id) ?? []).map((item) => ({
        analysis_id: item.analysisId,
        code: item.code,
        name: item.name,
        name_en: item.nameEn,
        material: item.material as Material,
        tube: item.tube as Tube,
        billing: item.billing as BillingCategory,
        profile_id: item.profileId,
      })),
      events: (eventsOf.get(order.id) ?? []).map((event) => ({
        status: event.status as OrderStatus,
        at: event.at.toISOString(),
        by: event.actorName,
        source: event.source as OrderEventSource,
        note: event.note,
      })),
      received_at: order.receivedAt?.toISOString() ?? null,
      report_id: order.reportId,
      created_at: order.createdAt.toISOString(),
      updated_at: order.updatedAt.toISOString(),
    };
  });
}

export async function readOrderRecords(
  db: Db,
  where: SQL | undefined,
  options: { limit?: number } = {},
): Promise<OrderRecord[]> {
  const query = selectOrders(db, where).orderBy(asc(orders.id));
  return orderRecordsOf(db, options.limit === undefined ? await query : await query.limit(options.limit));
}
