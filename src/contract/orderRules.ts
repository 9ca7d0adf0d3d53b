import type { AnalysisRecord, Material, Transport, Tube } from './analyses';
import {
  ORDER_STATUSES,
  OrderValidation,
  type CheckedOrderInput,
  type OrderNumberBlockRecord,
  type OrderStatus,
  type OrderUrgency,
} from './orders';
import { Permission } from './permissions';

/**
 * The rules of orders (issue 28), the same on the server and on the device: what an order must
 * meet to be sent, who may cancel it, how its status moves, which tubes it needs and what their
 * labels' barcodes hold, and which order number a device takes next.
 */

export const mayCreateOrders = (permissions: ReadonlySet<string> | readonly string[]): boolean =>
  new Set(permissions).has(Permission.createOrders);
export const mayListAllOrders = (permissions: ReadonlySet<string> | readonly string[]): boolean =>
  new Set(permissions).has(Permission.listOrders);

/** Forward only, except to `cancelled`, which any status before `done` may go to. */
export function mayMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  if (from === 'cancelled' || from === 'done') return false;
  if (to === 'cancelled') return true;
  return ORDER_STATUSES.indexOf(to) > ORDER_STATUSES.indexOf(from);
}

/** A doctor cancels until the lab has started the order ('In Arbeit'). */
export const doctorMayCancel = (status: OrderStatus): boolean =>
  status === 'new' || status === 'billing_entry';

/**
 * Whether the order is one of the doctor's: she requested it or works in its practice (`officeIds`:
 * the practices she belongs to). Such a doctor may cancel it while `doctorMayCancel`.
 */
export const isOrderOfDoctor = (
  order: { doctor: { id: number }; office: { id: number } | null },
  doctor: { id: number; officeIds: ReadonlySet<number> },
): boolean =>
  order.doctor.id === doctor.id || (order.office !== null && doctor.officeIds.has(order.office.id));

/** Open: not yet done or cancelled (the device keeps open orders whatever their age). */
export const isOpenOrder = (status: OrderStatus): boolean => status !== 'done' && status !== 'cancelled';

/**
 * Whether a material travelling this way may go with the urgency: an emergency (Notfall) goes by
 * courier at once, which carries no frozen samples and no 24-hour urine; 'eilig' carries no frozen ones.
 */
export function materialTravelsWith(
  analysis: { material: Material; transport: Transport },
  urgency: OrderUrgency,
): boolean {
  if (urgency === 'normal') return true;
  if (analysis.transport === 'frozen') return false;
  return !(urgency === 'emergency' && analysis.material === 'urine_24h');
}

/** One problem of an order: the field it belongs to (dotted path, as a 422 names it) and the text key. */
export interface OrderProblem {
  field: string;
  message: string;
}

/** The end of the day `now` falls in, in the time zone of the caller (device: the user's; server: the lab's). */
const endOfDay = (now: Date): number =>
  new Date(now.getFullYear(), now.getMonth(), now.getDate(), 23, 59, 59, 999).getTime();

const isRealDate = (text: string): boolean => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

/**
 * What the schema cannot see: the catalogue, the clock and the combinations. `analyses` is the
 * catalogue by id (the device's mirror, the server's table). Empty when the order may be sent.
 */
export function orderProblems(
  order: {
    patient: Pick<CheckedOrderInput['patient'], 'geburtsdatum'>;
    items: readonly Pick<CheckedOrderInput['items'][number], 'analysis_id' | 'billing'>[];
    urgency: OrderUrgency;
    sampled_at: string;
  },
  analyses: ReadonlyMap<number, Pick<AnalysisRecord, 'withdrawn_at' | 'material' | 'transport' | 'billing'>>,
  now: Date,
): OrderProblem[] {
  const problems: OrderProblem[] = [];
  const birth = order.patient.geburtsdatum;
  if (!birth || !isRealDate(birth) || Date.parse(`${birth}T00:00:00Z`) > now.getTime()) {
    problems.push({ field: 'patient.geburtsdatum', message: OrderValidation.birthDate });
  }
  if (order.items.length === 0) problems.push({ field: 'items', message: OrderValidation.noAnalysis });
  const seen = new Set<number>();
  order.items.forEach((item, index) => {
    const analysis = analyses.get(item.analysis_id);
    const field = `items.${index}.analysis_id`;
    if (!analysis) problems.push({ field, message: OrderValidation.unknownAnalysis });
    else if (analysis.withdrawn_at) problems.push({ field, message: OrderValidation.withdrawnAnalysis });
    else if (!materialTravelsWith(analysis, order.urgency)) {
      problems.push({ field, message: OrderValidation.materialUrgency });
    } else if (!analysis.billing.includes(item.billing)) {
      problems.push({ field: `items.${index}.billing`, message: OrderValidation.billing });
    }
    if (seen.has(item.analysis_id)) problems.push({ field, message: OrderValidation.duplicateAnalysis });
    seen.add(item.analysis_id);
  });
  const sampled = Date.parse(order.sampled_at);
  if (Number.isNaN(sampled)) problems.push({ field: 'sampled_at', message: OrderValidation.sampleTime });
  else if (sampled > endOfDay(now))
    problems.push({ field: 'sampled_at', message: OrderValidation.sampleTimeFuture });
  return problems;
}

/** A tube of an order: one per tube type and material, with the analyses it carries. */
export interface OrderTube {
  tube: Tube;
  material: Material;
  analysisIds: number[];
  /** 1-based, in the order the analyses were entered. */
  index: number;
}

export function orderTubes(
  items: readonly { analysis_id: number; tube: Tube; material: Material }[],
): OrderTube[] {
  const tubes = new Map<string, OrderTube>();
  for (const item of items) {
    const key = `${item.tube}/${item.material}`;
    const tube = tubes.get(key) ?? {
      tube: item.tube,
      material: item.material,
      analysisIds: [],
      index: tubes.size + 1,
    };
    tube.analysisIds.push(item.analysis_id);
    tubes.set(key, tube);
  }
  return [...tubes.values()];
}

/** What a tube's Code 128 barcode holds: the order number and the tube's two-digit suffix ('260000012301'). */
export const tubeBarcode = (orderNumber: string, tubeIndex: number): string =>
  `${orderNumber}${String(tubeIndex).padStart(2, '0')}`;

/**
 * The numbers of the device's blocks not yet taken by an order or a draft, nor used by an order the
 * server has (the block's `used`), lowest first (at most `limit`).
 */
export function freeOrderNumbers(
  blocks: readonly Pick<OrderNumberBlockRecord, 'first' | 'size' | 'used'>[],
  taken: ReadonlySet<string>,
  limit = Number.POSITIVE_INFINITY,
): string[] {
  const free: string[] = [];
  const ordered = [...blocks].sort((a, b) => a.first - b.first);
  for (const block of ordered) {
    const used = new Set(block.used ?? []);
    for (let number = block.first; number < block.first + block.size && free.length < limit; number++) {
      const text = String(number).padStart(10, '0');
      if (!taken.has(text) && !used.has(text)) free.push(text);
    }
  }
  return free;
}
