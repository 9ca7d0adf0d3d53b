/**
 * The demo laboratory's orders (issue 28): dr.weber's in both her practices and dr.klein's, in every
 * status of the spec's list, with timelines as the laboratory system wrote them, one cancelled by
 * the doctor and one by the lab, urgencies of every kind, panels from profiles and single analyses.
 * Several patients are the results demo's (Erika Mustermann, ...): their orders from 'Befund
 * erstellt' on are linked to the newest demo report of the same patient, where the reports were
 * seeded. Each doctor has a block of numbers leased to a demo device, which the orders' numbers
 * come from, as a real device's would.
 *
 * The catalogue is seeded by the analyses feature before this (SERVER_FEATURES' order); the orders
 * name its analyses by code and its profiles by name and leave out what the catalogue lacks, so a
 * database without a catalogue gets no orders rather than a failure.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { doctorDisplayName } from '../../../src/contract/doctors';
import { materialTravelsWith } from '../../../src/contract/orderRules';
import {
  ORDER_STATUSES,
  type OrderPatient,
  type OrderStatus,
  type OrderUrgency,
} from '../../../src/contract/orders';
import { SyncEntity } from '../../../src/contract/sync';
import type { AppDb, AppTx } from '../../platform/db/database';
import { offices, orderEvents, orderItems, orders, reports, users } from '../../platform/db/schema';
import { writeWithChanges, type Emit } from '../../platform/sync/writeWithChanges';
import {
  analysesByCode,
  analysesById,
  profilesByName,
  type CatalogueAnalysis,
  type CatalogueProfile,
} from './orderCatalogue';
import { leaseNumberBlock, orderNumberText } from './orderNumberBlocks';
import { orderScopes } from './orderScopes';
import { sealOrderData } from './orderSeal';

/** The demo device the demo orders' numbers were leased to. */
export const DEMO_ORDER_DEVICE = '2800a0de-0000-4000-8000-000000000028';
/** The laboratory system's name in the demo timelines (a real one is its API token's name). */
export const DEMO_LIS_NAME = 'Labor-EDV (LIS)';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface DemoOrder {
  doctor: 'dr.weber' | 'dr.klein';
  /** The practice by its LIS id (server/seed/demoOffices.ts). */
  office: string;
  patient: OrderPatient;
  profiles: readonly string[];
  analyses: readonly string[];
  urgency: OrderUrgency;
  status: OrderStatus;
  /** For a cancelled order: the last status before, and who cancelled. */
  cancelled?: { after: OrderStatus; by: 'doctor' | 'lab'; note: string };
  ageDays: number;
  clinicalQuestion: string;
  icd10: readonly string[];
}

const person = (
  nachname: string,
  vorname: string,
  geburtsdatum: string,
  geschlecht: OrderPatient['geschlecht'],
  versicherungsart: OrderPatient['versicherungsart'] = 'statutory',
  versichertennummer: string | null = null,
): OrderPatient => ({ nachname, vorname, geburtsdatum, geschlecht, versicherungsart, versichertennummer });

const KOELN = 'P-40117';
const BONN = 'P-40118';
const MUENCHEN = 'P-52031';

const erika = person('Mustermann', 'Erika', '1961-04-12', 'female', 'statutory', 'M614120007');
const juergen = person('Hartmann', 'Jürgen', '1954-09-30', 'male', 'statutory', 'H549301122');
const sabine = person('Krause', 'Sabine', '1979-02-17', 'female', 'private');
const monika = person('Becker', 'Monika', '1948-11-05', 'female', 'statutory', 'B481105337');
const klaus = person('Vogel', 'Klaus', '1957-06-21', 'male', 'statutory', 'V576210458');
const petra = person('Lange', 'Petra', '1983-08-08', 'female', 'private');
const guenter = person('Wolf', 'Günter', '1950-01-27', 'male', 'statutory', 'W500127961');

export const DEMO_ORDERS: readonly DemoOrder[] = [
  // dr.weber, Köln and Bonn: one order in every status.
  {
    doctor: 'dr.weber',
    office: KOELN,
    patient: person('Schneider', 'Lukas', '1990-03-14', 'male', 'statutory', 'S900314552'),
    profiles: ['Blutbild klein', 'Entzündung'],
    analyses: ['K'],
    urgency: 'urgent',
    status: 'new',
    ageDays: 0,
    clinicalQuestion: 'Fieber seit 3 Tagen, Infektfokus?',
    icd10: ['R50.9'],
  },
  {
    doctor: 'dr.weber',
    office: BONN,
    patient: person('Yılmaz', 'Aylin', '1987-11-02', 'female', 'statutory', 'Y871102640'),
    profiles: ['Schilddrüse'],
    analyses: ['FERR', 'VITD'],
    urgency: 'normal',
    status: 'billing_entry',
    ageDays: 1,
    clinicalQuestion: 'Müdigkeit, Haarausfall',
    icd10: ['R53'],
  },
  {
    doctor: 'dr.weber',
    office: KOELN,
    patient: person('Richter', 'Thomas', '1972-07-19', 'male', 'private'),
    profiles: ['Lipidstatus', 'Leber'],
    analyses: ['HBA1C'],
    urgency: 'normal',
    status: 'in_progress',
    ageDays: 2,
    clinicalQuestion: 'Check-up, familiäre Hypercholesterinämie',
    icd10: ['E78.0'],
  },
  {
    doctor: 'dr.weber',
    office: KOELN,
    patient: erika,
    profiles: ['Niere'],
    analyses: ['K', 'NA', 'HB'],
    urgency: 'emergency',
    status: 'report_pending',
    ageDays: 1,
    clinicalQuestion: 'Hyperkaliämie? Verlaufskontrolle Niereninsuffizienz',
    icd10: ['N18.3', 'E87.5'],
  },
  {
    doctor: 'dr.weber',
    office: KOELN,
    patient: juergen,
    profiles: ['Diabetes'],
    analyses: ['KREA', 'LDL'],
    urgency: 'normal',
    status: 'report_created',
    ageDays: 9,
    clinicalQuestion: 'Diabetes mellitus Typ 2, Quartalskontrolle',
    icd10: ['E11.9'],
  },
  {
    doctor: 'dr.weber',
    office: BONN,
    patient: sabine,
    profiles: ['Schilddrüse'],
    analyses: ['VITD'],
    urgency: 'normal',
    status: 'lab_release',
    ageDays: 16,
    clinicalQuestion: 'Hypothyreose unter L-Thyroxin, Dosiskontrolle',
    icd10: ['E03.9'],
  },
  {
    doctor: 'dr.weber',
    office: KOELN,
    patient: monika,
    profiles: ['Blutbild klein', 'Eisenstatus'],
    analyses: ['CRP', 'B12'],
    urgency: 'normal',
    status: 'billing_release',
    ageDays: 23,
    clinicalQuestion: 'Eisenmangelanämie, Substitutionskontrolle',
    icd10: ['D50.9'],
  },
  {
    doctor: 'dr.weber',
    office: KOELN,
    patient: erika,
    profiles: ['Diabetes', 'Niere'],
    analyses: ['HB'],
    urgency: 'normal',
    status: 'done',
    ageDays: 44,
    clinicalQuestion: 'Verlaufskontrolle',
    icd10: ['E11.9', 'N18.3'],
  },
  {
    doctor: 'dr.weber',
    office: BONN,
    patient: person('Fischer', 'Hannah', '2001-05-23', 'female', 'self_pay'),
    profiles: [],
    analyses: ['VITD', 'FERR'],
    urgency: 'normal',
    status: 'cancelled',
    ageDays: 12,
    cancelled: { after: 'new', by: 'doctor', note: 'Patientin zur Blutentnahme nicht erschienen.' },
    clinicalQuestion: 'Wunsch der Patientin (IGeL)',
    icd10: [],
  },
  {
    doctor: 'dr.weber',
    office: BONN,
    patient: person('Neumann', 'Karl', '1939-12-30', 'male', 'statutory', 'N391230774'),
    profiles: ['Gerinnung'],
    analyses: ['HB'],
    urgency: 'urgent',
    status: 'new',
    ageDays: 0,
    clinicalQuestion: 'Präoperativ, Knie-TEP geplant',
    icd10: ['Z01.7'],
  },
  // dr.klein, München: one order in every status.
  {
    doctor: 'dr.klein',
    office: MUENCHEN,
    patient: person('Schulz', 'Marie', '1995-12-01', 'female', 'statutory', 'S951201385'),
    profiles: ['Schilddrüse'],
    analyses: [],
    urgency: 'normal',
    status: 'new',
    ageDays: 0,
    clinicalQuestion: 'Palpitationen, Hyperthyreose?',
    icd10: ['R00.2'],
  },
  {
    doctor: 'dr.klein',
    office: MUENCHEN,
    patient: person('Braun', 'Dieter', '1943-02-08', 'male', 'statutory', 'B430208219'),
    profiles: ['Niere'],
    analyses: ['K', 'NA'],
    urgency: 'emergency',
    status: 'billing_entry',
    ageDays: 0,
    clinicalQuestion: 'Exsikkose, akutes Nierenversagen?',
    icd10: ['E86', 'N17.9'],
  },
  {
    doctor: 'dr.klein',
    office: MUENCHEN,
    patient: person('Demir', 'Fatma', '1969-09-15', 'female', 'private'),
    profiles: ['Check-up'],
    // What a check-up holds, should the catalogue have no such profile.
    analyses: ['HB', 'KREA', 'GLUN', 'CHOL', 'TSH'],
    urgency: 'normal',
    status: 'in_progress',
    ageDays: 3,
    clinicalQuestion: 'Gesundheitsuntersuchung',
    icd10: ['Z00.0'],
  },
  {
    doctor: 'dr.klein',
    office: MUENCHEN,
    patient: klaus,
    profiles: ['Niere'],
    analyses: ['K', 'NA'],
    urgency: 'urgent',
    status: 'report_pending',
    ageDays: 2,
    clinicalQuestion: 'Hyperkaliämie unter ACE-Hemmer?',
    icd10: ['E87.5', 'I10.90'],
  },
  {
    doctor: 'dr.klein',
    office: MUENCHEN,
    patient: klaus,
    profiles: ['Blutbild klein'],
    analyses: ['KREA'],
    urgency: 'normal',
    status: 'report_created',
    ageDays: 5,
    clinicalQuestion: 'Verlaufskontrolle Niereninsuffizienz',
    icd10: ['N18.3'],
  },
  {
    doctor: 'dr.klein',
    office: MUENCHEN,
    patient: petra,
    profiles: ['Schilddrüse'],
    analyses: [],
    urgency: 'normal',
    status: 'lab_release',
    ageDays: 12,
    clinicalQuestion: 'M. Basedow unter Thiamazol',
    icd10: ['E05.0'],
  },
  {
    doctor: 'dr.klein',
    office: MUENCHEN,
    patient: guenter,
    profiles: ['Diabetes', 'Entzündung'],
    analyses: ['VITD'],
    urgency: 'normal',
    status: 'billing_release',
    ageDays: 27,
    clinicalQuestion: 'Diabetes mellitus Typ 2, Infekt abgeklungen?',
    icd10: ['E11.9'],
  },
  {
    doctor: 'dr.klein',
    office: MUENCHEN,
    patient: petra,
    profiles: ['Blutbild klein'],
    analyses: ['TSH', 'FT4'],
    urgency: 'normal',
    status: 'done',
    ageDays: 60,
    clinicalQuestion: 'Erstdiagnose Hyperthyreose',
    icd10: ['E05.9'],
  },
  {
    doctor: 'dr.klein',
    office: MUENCHEN,
    patient: guenter,
    profiles: ['Lipidstatus'],
    analyses: [],
    urgency: 'normal',
    status: 'cancelled',
    ageDays: 20,
    cancelled: { after: 'billing_entry', by: 'lab', note: 'Probe hämolytisch, bitte neu einsenden.' },
    clinicalQuestion: 'Lipidkontrolle unter Statin',
    icd10: ['E78.0'],
  },
];

/** The statuses an order went through to reach its own, in the list's order. */
function pathOf(order: DemoOrder): OrderStatus[] {
  const last = order.cancelled?.after ?? order.status;
  const path = ORDER_STATUSES.slice(0, ORDER_STATUSES.indexOf(last) + 1);
  return order.cancelled ? [...path, 'cancelled'] : path;
}

/** Whether the order has reached 'Befund erstellt' (and carries its report). */
const hasReport = (status: OrderStatus) =>
  ORDER_STATUSES.indexOf(status) >= ORDER_STATUSES.indexOf('report_created') && status !== 'cancelled';

interface Item {
  analysisId: number;
  billing: CatalogueAnalysis['billing'][number];
  profileId: number | null;
}

/** The order's analyses as the catalogue has them: its profiles expanded, then its single analyses. */
function itemsOf(
  order: DemoOrder,
  catalogue: { byCode: Map<string, CatalogueAnalysis>; byId: Map<number, CatalogueAnalysis> },
  profiles: Map<string, CatalogueProfile>,
): Item[] {
  const items: Item[] = [];
  const take = (analysis: CatalogueAnalysis | undefined, profileId: number | null) => {
    if (!analysis || analysis.withdrawn_at || items.some((item) => item.analysisId === analysis.id)) return;
    if (!materialTravelsWith(analysis, order.urgency)) return;
    const billing = analysis.billing[0];
    if (billing) items.push({ analysisId: analysis.id, billing, profileId });
  };
  for (const name of order.profiles) {
    const profile = profiles.get(name);
    if (!profile || profile.withdrawnAt) continue;
    for (const id of profile.analysisIds) take(catalogue.byId.get(id), profile.id);
  }
  for (const code of order.analyses) take(catalogue.byCode.get(code), null);
  return items;
}

/** The newest demo report of the patient for the doctor, if the reports were seeded. */
async function reportOf(tx: AppTx, doctorId: number, patient: OrderPatient): Promise<number | null> {
  const [report] = await tx
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.userId, doctorId),
        sql`${reports.patientData}->>'nachname' = ${patient.nachname}`,
        sql`${reports.patientData}->>'vorname' = ${patient.vorname}`,
      ),
    )
    .orderBy(desc(reports.createdAt))
    .limit(1);
  return report?.id ?? null;
}

async function seedOrder(
  tx: AppTx,
  emit: Emit,
  order: DemoOrder,
  context: {
    number: string;
    doctor: { id: number; name: string };
    officeId: number | null;
    items: Item[];
    now: Date;
  },
): Promise<void> {
  const { now, doctor } = context;
  const createdAt = new Date(now.getTime() - order.ageDays * DAY_MS - 3 * HOUR_MS);
  const path = pathOf(order);
  // The steps spread over the order's life, the last an hour before now at the latest.
  const span = Math.max(HOUR_MS, now.getTime() - HOUR_MS - createdAt.getTime());
  const stepAt = (index: number) => new Date(createdAt.getTime() + (span * index) / Math.max(1, path.length));
  const reportId = hasReport(order.status) ? await reportOf(tx, doctor.id, order.patient) : null;
  const updatedAt = stepAt(path.length - 1);
  const [row] = await tx
    .insert(orders)
    .values({
      uuid: sql`gen_random_uuid()`,
      number: context.number,
      status: order.status,
      officeId: context.officeId,
      doctorId: doctor.id,
      sealedData: sealOrderData({
        patient: order.patient,
        clinical_question: order.clinicalQuestion,
        icd10: [...order.icd10],
      }),
      urgency: order.urgency,
      sampledAt: new Date(createdAt.getTime() - HOUR_MS),
      sampleTimeKind: 'actual',
      receivedAt: path.length > 1 && path[1] !== 'cancelled' ? stepAt(1) : null,
      reportId,
      createdAt,
      updatedAt,
    })
    .returning();
  if (!row) throw new Error('demo order not stored');
  await tx
    .insert(orderItems)
    .values(context.items.map((item, position) => ({ orderId: row.id, position, ...item })));
  await tx.insert(orderEvents).values(
    path.map((status, index) => {
      const byDoctor = index === 0 || (status === 'cancelled' && order.cancelled?.by === 'doctor');
      return {
        orderId: row.id,
        status,
        at: stepAt(index),
        actorId: byDoctor ? doctor.id : null,
        actorName: byDoctor ? doctor.name : DEMO_LIS_NAME,
        source: byDoctor
          ? ('portal' as const)
          : status === 'report_created' && reportId
            ? ('import' as const)
            : ('lis' as const),
        note: status === 'cancelled' ? (order.cancelled?.note ?? null) : null,
      };
    }),
  );
  emit(SyncEntity.order, row.uuid, await orderScopes(tx, row));
}

/** Seeds the demo orders; nothing when the catalogue has none of their analyses. */
export async function seedDemoOrders(db: AppDb, now: Date): Promise<void> {
  const codes = [...new Set(DEMO_ORDERS.flatMap((order) => order.analyses))];
  const names = [...new Set(DEMO_ORDERS.flatMap((order) => order.profiles))];
  await writeWithChanges(db, async (tx, emit) => {
    const byCode = await analysesByCode(tx, codes);
    const profiles = await profilesByName(tx, names);
    if (byCode.size === 0 && profiles.size === 0) return;
    const byId = await analysesById(
      tx,
      [...profiles.values()].flatMap((profile) => profile.analysisIds),
    );
    for (const analysis of byCode.values()) byId.set(analysis.id, analysis);
    const doctors = await tx
      .select()
      .from(users)
      .where(inArray(users.username, [...new Set(DEMO_ORDERS.map((order) => order.doctor))]));
    const officeRows = await tx.select({ id: offices.id, lisId: offices.lisId }).from(offices);
    const officeIds = new Map(officeRows.map((office) => [office.lisId, office.id]));
    const numbers = new Map<number, number>();
    for (const order of DEMO_ORDERS) {
      const doctor = doctors.find((user) => user.username === order.doctor);
      if (!doctor) continue;
      const items = itemsOf(order, { byCode, byId }, profiles);
      if (items.length === 0) continue;
      let next = numbers.get(doctor.id);
      if (next === undefined) {
        next = (await leaseNumberBlock(tx, emit, doctor, DEMO_ORDER_DEVICE, now)).first;
      }
      numbers.set(doctor.id, next + 1);
      await seedOrder(tx, emit, order, {
        number: orderNumberText(next),
        doctor: { id: doctor.id, name: doctorDisplayName(doctor) },
        officeId: officeIds.get(order.office) ?? null,
        items,
        now,
      });
    }
  });
}
