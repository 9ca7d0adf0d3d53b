/**
 * Orders as the FHIR R4 resources the laboratory system collects (issue 28), one page of a search
 * as a `searchset` Bundle. Pure: the records in, the Bundle out.
 *
 * Per order one ServiceRequest (id = the order's uuid):
 * - `identifier` and `requisition`: the order number (ORDER_NUMBER_SYSTEM), as printed on the tubes;
 * - `status` active/completed/revoked (fhirOrderStatus.ts), the list's status as `meta.tag`;
 * - `intent` order, `priority` routine/urgent/stat (normal, eilig, Notfall);
 * - `code` LOINC 26436-6 'Laboratory studies (set)': one request holds all analyses of the order,
 *   each an `orderDetail` coded with the lab's test code (as the results export) and its LOINC;
 * - `subject` the Patient, whose `managingOrganization` is the practice (Organization, BSNR);
 * - `requester` the Practitioner (LANR in the KBV NamingSystem, also on the reference);
 * - `reasonCode` the ICD-10-GM codes, `note` the clinical question;
 * - `occurrenceDateTime` the (planned or actual) sample time, `authoredOn` when it was entered;
 * - `specimen` one Specimen per tube (orderRules.ts `orderTubes`): `accessionIdentifier` the tube's
 *   barcode, `type` the material, `collection.collectedDateTime` when the sample time is the actual one.
 * The Patient, Practitioner, Organization and Specimens follow as `include` entries, each once.
 */
import type {
  Bundle,
  BundleEntry,
  BundleLink,
  FhirResource,
  Organization,
  Patient,
  Practitioner,
  ServiceRequest,
  Specimen,
} from 'fhir/r4';
import type { Material } from '../../../../src/contract/analyses';
import { orderTubes, tubeBarcode } from '../../../../src/contract/orderRules';
import {
  ORDER_STATUS_LABELS_DE,
  type OrderRecord,
  type OrderUrgency,
  type PatientSex,
} from '../../../../src/contract/orders';
import { FHIR_STATUS_OF } from './fhirOrderStatus';
import { LAB_ORDER_CODE, OrderFhirSystem } from './fhirOrderSystems';

/** Which referenced resources a search includes (`_include`). */
export const ORDER_INCLUDES = ['subject', 'requester', 'specimen', 'organization'] as const;
export type OrderInclude = (typeof ORDER_INCLUDES)[number];

export interface ServiceRequestBundleInput {
  records: readonly OrderRecord[];
  include: ReadonlySet<OrderInclude>;
  /** The FHIR base, `<APP_URL>/fhir/R4`. */
  base: string;
  links: { self: string; next: string | null };
  /** The German name of a material (the lab's language; the key travels as the code). */
  materialName: (material: Material) => string;
  /** The catalogue's LOINC of an analysis, by id. */
  loincOf: (analysisId: number) => string | null;
  now: Date;
}

const PRIORITY: Readonly<Record<OrderUrgency, ServiceRequest['priority']>> = {
  normal: 'routine',
  urgent: 'urgent',
  emergency: 'stat',
};

const GENDER: Readonly<Record<PatientSex, NonNullable<Patient['gender']>>> = {
  female: 'female',
  male: 'male',
  diverse: 'other',
  unknown: 'unknown',
};

export const patientIdOf = (record: Pick<OrderRecord, 'uuid'>) => `${record.uuid}-patient`;
export const specimenIdOf = (record: Pick<OrderRecord, 'uuid'>, tubeIndex: number) =>
  `${record.uuid}-tube-${tubeIndex}`;
const organizationIdOf = (office: NonNullable<OrderRecord['office']>) => `office-${office.id}`;

function organizationOf(office: NonNullable<OrderRecord['office']>): Organization {
  return {
    resourceType: 'Organization',
    id: organizationIdOf(office),
    identifier: office.bsnr
      ? [{ system: OrderFhirSystem.bsnr, value: office.bsnr }]
      : [{ system: OrderFhirSystem.office, value: String(office.id) }],
    name: office.name,
  };
}

function practitionerOf(doctor: OrderRecord['doctor']): Practitioner {
  return {
    resourceType: 'Practitioner',
    id: doctor.uuid,
    ...(doctor.lanr ? { identifier: [{ system: OrderFhirSystem.lanr, value: doctor.lanr }] } : {}),
    name: [{ text: doctor.name }],
  };
}

function patientOf(record: OrderRecord): Patient {
  const { patient } = record;
  return {
    resourceType: 'Patient',
    id: patientIdOf(record),
    ...(patient.versichertennummer
      ? { identifier: [{ system: OrderFhirSystem.kvid, value: patient.versichertennummer }] }
      : {}),
    name: [{ use: 'official', family: patient.nachname, given: patient.vorname.split(/\s+/) }],
    gender: GENDER[patient.geschlecht],
    birthDate: patient.geburtsdatum,
    ...(record.office
      ? { managingOrganization: { reference: `Organization/${organizationIdOf(record.office)}` } }
      : {}),
  };
}

function specimensOf(record: OrderRecord, materialName: (material: Material) => string): Specimen[] {
  return orderTubes(record.items).map((tube) => ({
    resourceType: 'Specimen',
    id: specimenIdOf(record, tube.index),
    accessionIdentifier: {
      system: OrderFhirSystem.tubeBarcode,
      value: tubeBarcode(record.number, tube.index),
    },
    type: {
      coding: [
        { system: OrderFhirSystem.material, code: tube.material, display: materialName(tube.material) },
      ],
      text: materialName(tube.material),
    },
    subject: { reference: `Patient/${patientIdOf(record)}` },
    request: [{ reference: `ServiceRequest/${record.uuid}` }],
    ...(record.sample_time_kind === 'actual' ? { collection: { collectedDateTime: record.sampled_at } } : {}),
    container: [{ type: { text: tube.tube } }],
  }));
}

function serviceRequestOf(
  record: OrderRecord,
  loincOf: (analysisId: number) => string | null,
): ServiceRequest {
  const number = { system: OrderFhirSystem.orderNumber, value: record.number };
  return {
    resourceType: 'ServiceRequest',
    id: record.uuid,
    meta: {
      lastUpdated: record.updated_at,
      tag: [
        {
          system: OrderFhirSystem.orderStatus,
          code: record.status,
          display: ORDER_STATUS_LABELS_DE[record.status],
        },
      ],
    },
    identifier: [number],
    requisition: number,
    status: FHIR_STATUS_OF[record.status],
    intent: 'order',
    priority: PRIORITY[record.urgency],
    code: { coding: [LAB_ORDER_CODE], text: 'Laborauftrag' },
    orderDetail: record.items.map((item) => {
      const loinc = loincOf(item.analysis_id);
      return {
        coding: [
          { system: OrderFhirSystem.labTestCode, code: item.code, display: item.name },
          ...(loinc ? [{ system: OrderFhirSystem.loinc, code: loinc }] : []),
        ],
        text: item.name,
      };
    }),
    subject: { reference: `Patient/${patientIdOf(record)}` },
    occurrenceDateTime: record.sampled_at,
    authoredOn: record.created_at,
    requester: {
      reference: `Practitioner/${record.doctor.uuid}`,
      display: record.doctor.name,
      ...(record.doctor.lanr
        ? { identifier: { system: OrderFhirSystem.lanr, value: record.doctor.lanr } }
        : {}),
    },
    ...(record.icd10.length > 0
      ? { reasonCode: record.icd10.map((code) => ({ coding: [{ system: OrderFhirSystem.icd10gm, code }] })) }
      : {}),
    ...(record.clinical_question ? { note: [{ text: record.clinical_question }] } : {}),
    specimen: orderTubes(record.items).map((tube) => ({
      reference: `Specimen/${specimenIdOf(record, tube.index)}`,
    })),
  };
}

export function serviceRequestBundle(input: ServiceRequestBundleInput): Bundle {
  const entries: BundleEntry[] = [];
  const included = new Set<string>();
  const entry = (resource: FhirResource & { id?: string }, mode: 'match' | 'include') => {
    const key = `${resource.resourceType}/${resource.id ?? ''}`;
    if (mode === 'include') {
      if (included.has(key)) return;
      included.add(key);
    }
    entries.push({ fullUrl: `${input.base}/${key}`, resource, search: { mode } });
  };
  for (const record of input.records) entry(serviceRequestOf(record, input.loincOf), 'match');
  for (const record of input.records) {
    if (input.include.has('subject')) entry(patientOf(record), 'include');
    if (input.include.has('requester')) entry(practitionerOf(record.doctor), 'include');
    if (input.include.has('organization') && record.office) entry(organizationOf(record.office), 'include');
    if (input.include.has('specimen'))
      for (const specimen of specimensOf(record, input.materialName)) entry(specimen, 'include');
  }
  const link: BundleLink[] = [{ relation: 'self', url: input.links.self }];
  if (input.links.next) link.push({ relation: 'next', url: input.links.next });
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    timestamp: input.now.toISOString(),
    link,
    entry: entries,
  };
}
