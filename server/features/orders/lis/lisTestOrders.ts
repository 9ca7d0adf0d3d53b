/**
 * Orders for the LIS tests (issue 28), written straight into the tables as the order entry would
 * leave them: the patient sealed (orderSeal.ts), the analyses from a few catalogue rows this helper
 * adds when missing (realistic codes, LOINC, materials and tubes), the first step of the timeline.
 * The tests of the LIS side do not depend on the order entry's routes.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { BillingCategory, Material, Tube } from '../../../../src/contract/analyses';
import type {
  OrderPatient,
  OrderStatus,
  OrderUrgency,
  SampleTimeKind,
} from '../../../../src/contract/orders';
import type { AppDb } from '../../../platform/db/database';
import { analyses, offices, orderEvents, orderItems, orders, users } from '../../../platform/db/schema';
import { sealOrderData } from '../orderSeal';

interface TestAnalysis {
  code: string;
  loinc: string;
  name: string;
  nameEn: string;
  material: Material;
  tube: Tube;
}

/** A few analyses of the lab's catalogue, keyed by code. */
export const TEST_ANALYSES = {
  TSH: { code: 'TSH', loinc: '3016-3', name: 'TSH basal', nameEn: 'TSH', material: 'serum', tube: 'serum' },
  FT4: {
    code: 'FT4',
    loinc: '3024-7',
    name: 'freies T4 (fT4)',
    nameEn: 'Free T4',
    material: 'serum',
    tube: 'serum',
  },
  HBA1C: {
    code: 'HBA1C',
    loinc: '4548-4',
    name: 'HbA1c',
    nameEn: 'HbA1c',
    material: 'edta_blood',
    tube: 'edta',
  },
  GLU: {
    code: 'GLU',
    loinc: '15074-8',
    name: 'Glukose',
    nameEn: 'Glucose',
    material: 'fluoride_plasma',
    tube: 'fluoride',
  },
} as const satisfies Record<string, TestAnalysis>;
export type TestAnalysisCode = keyof typeof TEST_ANALYSES;

export const TEST_PATIENT: OrderPatient = {
  nachname: 'Größer',
  vorname: 'Jürgen Paul',
  geburtsdatum: '1958-02-03',
  geschlecht: 'male',
  versicherungsart: 'statutory',
  versichertennummer: 'A123456789',
};

export interface TestOrderOptions {
  number: string;
  /** The ordering doctor's username (default dr.weber) and the practice's LIS id (default none). */
  doctor?: string;
  office?: string | null;
  status?: OrderStatus;
  urgency?: OrderUrgency;
  items?: readonly { code: TestAnalysisCode; billing?: BillingCategory }[];
  patient?: OrderPatient;
  clinicalQuestion?: string;
  icd10?: string[];
  sampledAt?: Date;
  sampleTimeKind?: SampleTimeKind;
  /** When it was entered (and last changed). */
  at?: Date;
}

export interface TestOrder {
  id: number;
  uuid: string;
  number: string;
}

async function analysisIds(db: AppDb, codes: readonly TestAnalysisCode[]): Promise<Map<string, number>> {
  await db
    .insert(analyses)
    .values(
      codes.map((code) => {
        const analysis = TEST_ANALYSES[code];
        return {
          code: analysis.code,
          loinc: analysis.loinc,
          name: analysis.name,
          nameEn: analysis.nameEn,
          groupName: 'Test',
          groupNameEn: 'Test',
          material: analysis.material,
          tube: analysis.tube,
          volumeMl: 1,
          stabilityHours: 24,
          transport: 'room',
          billing: ['statutory', 'private', 'self_pay'] as BillingCategory[],
        };
      }),
    )
    .onConflictDoNothing({ target: analyses.code });
  const rows = await db
    .select({ id: analyses.id, code: analyses.code })
    .from(analyses)
    .where(inArray(analyses.code, [...codes]));
  return new Map(rows.map((row) => [row.code, row.id]));
}

export async function insertTestOrder(db: AppDb, options: TestOrderOptions): Promise<TestOrder> {
  const items = options.items ?? [{ code: 'TSH' }, { code: 'FT4' }, { code: 'HBA1C', billing: 'self_pay' }];
  const ids = await analysisIds(
    db,
    items.map((item) => item.code),
  );
  const [doctor] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, options.doctor ?? 'dr.weber'));
  if (!doctor) throw new Error('no such doctor');
  const office = options.office
    ? (await db.select({ id: offices.id }).from(offices).where(eq(offices.lisId, options.office)))[0]
    : undefined;
  const at = options.at ?? new Date();
  const uuid = randomUUID();
  const [order] = await db
    .insert(orders)
    .values({
      uuid,
      number: options.number,
      status: options.status ?? 'new',
      officeId: office?.id ?? null,
      doctorId: doctor.id,
      sealedData: sealOrderData({
        patient: options.patient ?? TEST_PATIENT,
        clinical_question: options.clinicalQuestion ?? 'Müdigkeit, V. a. Hypothyreose',
        icd10: options.icd10 ?? ['R53', 'E03.9V'],
      }),
      urgency: options.urgency ?? 'normal',
      sampledAt: options.sampledAt ?? at,
      sampleTimeKind: options.sampleTimeKind ?? 'actual',
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('order not stored');
  await db.insert(orderItems).values(
    items.map((item, position) => ({
      orderId: order.id,
      position,
      analysisId: ids.get(item.code) ?? 0,
      billing: item.billing ?? 'statutory',
    })),
  );
  await db.insert(orderEvents).values({
    orderId: order.id,
    status: 'new',
    at,
    actorId: doctor.id,
    actorName: 'Dr. Katharina Weber',
    source: 'portal',
  });
  return { id: order.id, uuid, number: options.number };
}
