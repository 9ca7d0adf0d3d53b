import { z } from 'zod';
import { BILLING_CATEGORIES, MATERIALS, TUBE_KEYS } from './analyses';
import {
  ORDER_CLINICAL_QUESTION_MAX,
  ORDER_ICD10_MAX,
  ORDER_ITEMS_MAX,
  ORDER_NAME_MAX,
  ORDER_NOTE_MAX,
} from './constants';
import { listResponseSchema } from './listEnvelope';
import { pageQuery } from './listQuery';

/**
 * Orders (Aufträge, issue 28): a practice orders analyses for a patient, prints the tube labels
 * and the order sheet, and the laboratory system (LIS) collects the order, moves it through the
 * spec's status list (§4 'Order status list') and finally sends the report with the order's number.
 *
 * The order number is final when the labels are printed, offline too: a device leases blocks of
 * numbers while online (`POST /api/orders/number-blocks`, `orderNumberBlock` in the mirror) and
 * takes the next unused one of its blocks for a new order. The server accepts an order only
 * under a number of a block leased to its sender, and each number once.
 *
 * Who may do what, and the rules an order must meet, are ./orderRules.ts, used by the server and by
 * the device (the same texts).
 */

/**
 * Spec §4 'Order status list', in order. An order moves only forward through it, except to
 * `cancelled` (storniert), which any status before `done` may go to (orderRules.ts `mayMoveOrder`).
 */
export const ORDER_STATUSES = [
  'new',
  'billing_entry',
  'in_progress',
  'report_pending',
  'report_created',
  'lab_release',
  'billing_release',
  'done',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const OrderStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, status])) as {
  readonly [S in OrderStatus]: S;
};

/**
 * The spec's German names, verbatim: the screens show them through i18n (`orderStatus.<key>`), the
 * FHIR Task's `businessStatus` and the LDT export carry them as display texts.
 */
export const ORDER_STATUS_LABELS_DE: Readonly<Record<OrderStatus, string>> = {
  new: 'Neu',
  billing_entry: 'RW Auftrag erfassen',
  in_progress: 'In Arbeit',
  report_pending: 'Befund erstellen',
  report_created: 'Befund erstellt',
  lab_release: 'Freigabe Labor',
  billing_release: 'Freigabe Rechnungswesen',
  done: 'erledigt',
  cancelled: 'storniert',
};

/** Urgency: normal, eilig, Notfall (FHIR ServiceRequest.priority routine, urgent, stat). */
export const ORDER_URGENCIES = ['normal', 'urgent', 'emergency'] as const;
export type OrderUrgency = (typeof ORDER_URGENCIES)[number];

/** The patient's sex as the order names it (FHIR gender female, male, other, unknown; LDT 3 W, M, D, X/U). */
export const PATIENT_SEXES = ['female', 'male', 'diverse', 'unknown'] as const;
export type PatientSex = (typeof PATIENT_SEXES)[number];

/** The patient's insurance (optional): statutory (GKV), private (PKV), self-pay. */
export const INSURANCE_TYPES = BILLING_CATEGORIES;

/** Whether `sampled_at` is the planned or the actual time of taking the sample. */
export const SAMPLE_TIME_KINDS = ['planned', 'actual'] as const;
export type SampleTimeKind = (typeof SAMPLE_TIME_KINDS)[number];

/** Ten digits: the lab's order number, printed as Code 128 on every tube (orderRules.ts `tubeBarcode`). */
export const ORDER_NUMBER_PATTERN = /^\d{10}$/;

/** Where an order's status change came from: the portal (a doctor's cancellation, a report import) or the LIS. */
export const ORDER_EVENT_SOURCES = ['portal', 'lis', 'import'] as const;
export type OrderEventSource = (typeof ORDER_EVENT_SOURCES)[number];

/**
 * The field texts of order entry (i18n keys; the server's messages.ts and the feature's locales
 * hold them, German and English). Here rather than in ./validationMessages.ts, which the login route loads.
 */
export const OrderValidation = {
  required: 'validation.required',
  name: 'validation.orderPatientName',
  birthDate: 'validation.orderBirthDate',
  insuranceNumber: 'validation.orderInsuranceNumber',
  noAnalysis: 'validation.orderNoAnalysis',
  unknownAnalysis: 'validation.orderUnknownAnalysis',
  withdrawnAnalysis: 'validation.orderWithdrawnAnalysis',
  duplicateAnalysis: 'validation.orderDuplicateAnalysis',
  billing: 'validation.orderBilling',
  sampleTimeFuture: 'validation.orderSampleTimeFuture',
  sampleTime: 'validation.orderSampleTime',
  materialUrgency: 'validation.orderMaterialUrgency',
  icd10: 'validation.orderIcd10',
  clinicalQuestion: 'validation.orderClinicalQuestion',
  office: 'validation.orderOffice',
  number: 'validation.orderNumber',
  numberUsed: 'validation.orderNumberUsed',
} as const;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The patient as entered: sealed on the device, encrypted at rest on the server. */
export const orderPatientSchema = z.object({
  nachname: z.string({ error: OrderValidation.name }).trim().min(1, OrderValidation.name).max(ORDER_NAME_MAX),
  vorname: z.string({ error: OrderValidation.name }).trim().min(1, OrderValidation.name).max(ORDER_NAME_MAX),
  /** YYYY-MM-DD; required (orderRules.ts checks it is a real date, not in the future). */
  geburtsdatum: z.string({ error: OrderValidation.birthDate }).regex(isoDate, OrderValidation.birthDate),
  geschlecht: z.enum(PATIENT_SEXES, { error: OrderValidation.required }),
  versicherungsart: z.enum(INSURANCE_TYPES).nullable().default(null),
  /** The insurance number (eGK: a letter and nine digits), optional. */
  versichertennummer: z
    .string()
    .trim()
    .regex(/^[A-Z]\d{9}$/, OrderValidation.insuranceNumber)
    .nullable()
    .default(null),
});
export type OrderPatient = z.infer<typeof orderPatientSchema>;

/** One ordered analysis: which, under which billing category, and the profile it came from (if any). */
export const orderItemInputSchema = z.object({
  analysis_id: z.number().int().positive(),
  billing: z.enum(BILLING_CATEGORIES, { error: OrderValidation.billing }),
  profile_id: z.number().int().positive().nullable().default(null),
});
export type OrderItemInput = z.input<typeof orderItemInputSchema>;

/**
 * `POST /api/orders` (201; gate 'create orders'), as the outbox sends it: the uuid and the number were
 * made on the device. The server re-checks everything (orderRules.ts `orderProblems`) and answers
 * 422 with field messages (`patient.geburtsdatum`, `items`, `items.2.analysis_id`, `sampled_at`, ...).
 */
export const orderInputSchema = z.object({
  uuid: z.uuid(),
  number: z.string().regex(ORDER_NUMBER_PATTERN, OrderValidation.number),
  /** The practice (office id) the order is for; required when the doctor works in several. */
  office_id: z.number().int().positive().nullable().default(null),
  patient: orderPatientSchema,
  items: z
    .array(orderItemInputSchema, { error: OrderValidation.noAnalysis })
    .min(1, OrderValidation.noAnalysis)
    .max(ORDER_ITEMS_MAX, OrderValidation.noAnalysis),
  /** The clinical question or diagnosis, free text (patient data: sealed, encrypted). */
  clinical_question: z
    .string()
    .trim()
    .max(ORDER_CLINICAL_QUESTION_MAX, OrderValidation.clinicalQuestion)
    .default(''),
  /** ICD-10-GM codes, optional ('E11.9', 'N18.3'). */
  icd10: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[A-Z]\d{2}(\.\d{1,2})?[-!+*#GVAZLRB]?$/, OrderValidation.icd10),
    )
    .max(ORDER_ICD10_MAX, OrderValidation.icd10)
    .default([]),
  urgency: z.enum(ORDER_URGENCIES).default('normal'),
  /** ISO date-time; planned or actual (`sample_time_kind`). Not beyond the end of today (orderRules.ts). */
  sampled_at: z.iso.datetime({ offset: true, error: OrderValidation.sampleTime }),
  sample_time_kind: z.enum(SAMPLE_TIME_KINDS).default('planned'),
});
export type OrderInput = z.input<typeof orderInputSchema>;
export type CheckedOrderInput = z.output<typeof orderInputSchema>;

/** An ordered analysis as the record names it: enough to print the labels and the sheet offline. */
export const orderItemSchema = z.object({
  analysis_id: z.number(),
  code: z.string(),
  name: z.string(),
  name_en: z.string(),
  material: z.enum(MATERIALS),
  tube: z.enum(TUBE_KEYS),
  billing: z.enum(BILLING_CATEGORIES),
  profile_id: z.number().nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** One step of the status timeline: which status, when, by whom ('Labor' for the LIS), from where. */
export const orderEventSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  at: z.string(),
  by: z.string().nullable(),
  source: z.enum(ORDER_EVENT_SOURCES),
  note: z.string().nullable(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/**
 * An order as mirrored (`order`, keyed by uuid: entered offline) and as the API answers it. The
 * device seals `patient`, `clinical_question` and `icd10`. Mirrored to the doctors of its practice
 * (the ordering doctor when no practice) while open or younger than ORDER_DEVICE_MONTHS, and to the
 * holders of 'list orders' for STAFF_MIRRORED_ORDER_DAYS (older ones are paged online).
 */
export const orderRecordSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  office: z.object({ id: z.number(), name: z.string(), bsnr: z.string().nullable() }).nullable(),
  doctor: z.object({ id: z.number(), uuid: z.string(), name: z.string(), lanr: z.string().nullable() }),
  patient: orderPatientSchema,
  clinical_question: z.string(),
  icd10: z.array(z.string()),
  urgency: z.enum(ORDER_URGENCIES),
  sampled_at: z.string(),
  sample_time_kind: z.enum(SAMPLE_TIME_KINDS),
  items: z.array(orderItemSchema),
  /** The status timeline, oldest first; the first entry is the order's creation (Neu). */
  events: z.array(orderEventSchema),
  /** When the LIS acknowledged receipt; null while it has not collected the order. */
  received_at: z.string().nullable(),
  /** The report imported under the order's number (its feed id), once there. */
  report_id: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OrderRecord = z.infer<typeof orderRecordSchema>;

/**
 * The list's status filter: one status of the list, or `open`, every status an open order has
 * (orderRules.ts `isOpenOrder`: neither done nor cancelled), which the staff dashboard's count of
 * open orders links to.
 */
export const ORDER_LIST_STATUS_FILTERS = [...ORDER_STATUSES, 'open'] as const;
export type OrderListStatusFilter = (typeof ORDER_LIST_STATUS_FILTERS)[number];

/**
 * `GET /api/orders?page=&perPage=&status=&from=&to=&patient_id=&doctor_id=`: the caller's orders
 * (doctors: their practices'; 'list orders': all), newest first, in the list envelope. `from`/`to`
 * bound `created_at` (YYYY-MM-DD, inclusive). The patient filter works on the device (the server
 * cannot read names); online the list answers by status and period. `GET /api/orders/{id}`: one
 * (id or uuid). The meta counts what the staff dashboard shows.
 */
export const orderListQuerySchema = z.object({
  ...pageQuery,
  status: z.enum(ORDER_LIST_STATUS_FILTERS).optional(),
  from: z.string().regex(isoDate).optional(),
  to: z.string().regex(isoDate).optional(),
  doctor_id: z.coerce.number().int().positive().optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;
export const orderListResponseSchema = listResponseSchema(orderRecordSchema);
export const orderResponseSchema = z.object({ data: orderRecordSchema });

/** `GET /api/orders/counts` (staff dashboard): today's new orders and all open ones. */
export const orderCountsSchema = z.object({ data: z.object({ today: z.number(), open: z.number() }) });

/**
 * `POST /api/orders/{id}/cancel` (doctor, own practice's order, while orderRules.ts
 * `doctorMayCancel`): 200 with the order; 409 `order.notCancellable` once the lab has started it.
 */
export const orderCancelSchema = z.object({
  note: z.string().trim().max(ORDER_NOTE_MAX).nullable().default(null),
});

/**
 * A leased block of order numbers: `first` .. `first + size - 1`, for one device of one user.
 * `used` names the block's numbers the server has orders for: the device counts them as taken
 * even once those orders have left its mirror (closed and older than ORDER_DEVICE_MONTHS), so it
 * never offers a number twice. A block whose numbers are all used leaves the mirror.
 */
export const orderNumberBlockRecordSchema = z.object({
  id: z.number(),
  device_id: z.string(),
  first: z.number(),
  size: z.number(),
  leased_at: z.string(),
  used: z.array(z.string()).optional(),
});
export type OrderNumberBlockRecord = z.infer<typeof orderNumberBlockRecordSchema>;

/**
 * `POST /api/orders/number-blocks` (gate 'create orders'; 201): a new block for the device. Online
 * only (the device asks while it has ORDER_NUMBERS_LOW_WATER or fewer left); a device holds at most
 * ORDER_NUMBER_BLOCKS_PER_DEVICE unused blocks (409 beyond).
 */
export const orderNumberBlockInputSchema = z.object({ device_id: z.uuid() });
export const orderNumberBlockResponseSchema = z.object({ data: orderNumberBlockRecordSchema });

/** A practice's favourite analysis or profile (`orderFavourite`, mirrored to the practice's doctors). */
export const orderFavouriteRecordSchema = z.object({
  id: z.number(),
  office_id: z.number().nullable(),
  /** The doctor, when the favourite belongs to a doctor without a practice. */
  doctor_id: z.number().nullable(),
  analysis_id: z.number().nullable(),
  profile_id: z.number().nullable(),
  created_at: z.string(),
});
export type OrderFavouriteRecord = z.infer<typeof orderFavouriteRecordSchema>;

/** `POST /api/orders/favourites` (201) and `DELETE /api/orders/favourites/{id}` (204). */
export const orderFavouriteInputSchema = z
  .object({
    office_id: z.number().int().positive().nullable().default(null),
    analysis_id: z.number().int().positive().nullable().default(null),
    profile_id: z.number().int().positive().nullable().default(null),
  })
  .refine((input) => (input.analysis_id === null) !== (input.profile_id === null), {
    path: ['analysis_id'],
    error: OrderValidation.required,
  });

/**
 * The LIS (token ability `orders:status`): `POST /api/lis/orders/{number}/receipt` acknowledges
 * collection (Neu → RW Auftrag erfassen; again: no change, 200), `POST /api/lis/orders/{number}/status`
 * moves the order (orderRules.ts `mayMoveOrder`; 409 for a step backwards, 404 for an unknown number).
 * FHIR: `POST /fhir/R4/Task` with `focus` the ServiceRequest (or its requisition identifier) and
 * `businessStatus.coding[0]` {system ORDER_STATUS_SYSTEM, code <status key>}.
 */
export const lisOrderStatusInputSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  note: z.string().trim().max(ORDER_NOTE_MAX).nullable().default(null),
  /** When it happened in the lab; default now. */
  at: z.iso.datetime({ offset: true }).optional(),
});

/** The code system of the status keys in FHIR (Task.businessStatus). */
export const ORDER_STATUS_SYSTEM = 'urn:kundencenter:order-status';
/** The identifier system of the order number (ServiceRequest.requisition and identifier, DiagnosticReport.basedOn). */
export const ORDER_NUMBER_SYSTEM = 'urn:kundencenter:order-number';
/** The identifier system of a tube's barcode (orderRules.ts `tubeBarcode`; Specimen.accessionIdentifier). */
export const TUBE_BARCODE_SYSTEM = 'urn:kundencenter:tube-barcode';

/**
 * What the LIS hears back from a receipt or a status report: the order's state, no patient data.
 * `changed` is false when the order already was in that status (a repeated call).
 */
export const lisOrderStateSchema = z.object({
  data: z.object({
    uuid: z.string(),
    number: z.string(),
    status: z.enum(ORDER_STATUSES),
    received_at: z.string().nullable(),
    report_id: z.number().nullable(),
    updated_at: z.string(),
    changed: z.boolean(),
  }),
});
export type LisOrderState = z.infer<typeof lisOrderStateSchema>['data'];

/** Echo event on each of the order's doctors' private channels when its status changed. */
export const ORDER_STATUS_EVENT = 'OrderStatusUpdated';
export const orderStatusEventSchema = z.object({
  uuid: z.string(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  report_id: z.number().nullable(),
});
