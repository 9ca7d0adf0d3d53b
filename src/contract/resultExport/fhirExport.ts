/**
 * A report with its results as a FHIR R4 Bundle (issue 27): the DiagnosticReport (the PDF as
 * `presentedForm`), one Observation per result, the Patient, the Practitioner (the doctor) and the
 * laboratory as Organization. Pure, so the device makes the same Bundle offline.
 *
 * The Bundle is a `collection`, not a `document`: a document needs a Composition and is an
 * attested, signed whole, which the portal cannot claim for a lab's report; a collection is what
 * the portal's own import (and most receivers) take as it is. Entries are `urn:uuid:` fullUrls and
 * every reference points at one of them. Identifier systems are the KBV's where one exists (LANR),
 * else the portal's own (FhirExportSystem). Values keep their unit as the lab sent it (`unit`);
 * `system`/`code` name UCUM only for the units known to be spelled differently there.
 */
import type {
  Bundle,
  BundleEntry,
  DiagnosticReport,
  Observation,
  Organization,
  Patient,
  Practitioner,
} from 'fhir/r4';
import type { ReportResult } from '../results';
import { bytesToBase64 } from './base64';
import type { ResultExportInput } from './exportInput';

export const FhirExportSystem = {
  loinc: 'http://loinc.org',
  ucum: 'http://unitsofmeasure.org',
  /** KBV: lebenslange Arztnummer (LANR), as the import reads it. */
  lanr: 'https://fhir.kbv.de/NamingSystem/KBV_NS_Base_ANR',
  interpretation: 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation',
  observationCategory: 'http://terminology.hl7.org/CodeSystem/observation-category',
  diagnosticService: 'http://terminology.hl7.org/CodeSystem/v2-0074',
  identifierType: 'http://terminology.hl7.org/CodeSystem/v2-0203',
  /** The laboratory's own test codes (LDT 8410). */
  labTestCode: 'urn:kundencenter:lab:test-code',
  /** The laboratory's reference number of a report (befund_id). */
  reportNumber: 'urn:kundencenter:lab:befund-id',
  /** The laboratory's patient number. */
  patientNumber: 'urn:kundencenter:lab:patient-number',
} as const;

/** LOINC 11502-2 'Laboratory report'. */
const LAB_REPORT_CODE = { system: FhirExportSystem.loinc, code: '11502-2', display: 'Laboratory report' };

/** Units of German lab reports whose UCUM spelling differs (UCUM is case-sensitive: l is L). */
const UCUM_UNITS: Readonly<Record<string, string>> = {
  'mmol/l': 'mmol/L',
  'µmol/l': 'umol/L',
  'nmol/l': 'nmol/L',
  'pmol/l': 'pmol/L',
  'mg/dl': 'mg/dL',
  'g/dl': 'g/dL',
  'mg/l': 'mg/L',
  'g/l': 'g/L',
  'µg/l': 'ug/L',
  'ng/ml': 'ng/mL',
  'pg/ml': 'pg/mL',
  'U/l': 'U/L',
  'mU/l': 'mU/L',
  'µU/ml': 'uU/mL',
  'mmol/mol': 'mmol/mol',
  '%': '%',
  fl: 'fL',
  pg: 'pg',
  '/nl': '/nL',
  '/pl': '/pL',
  'ml/min/1,73m²': 'mL/min/{1.73_m2}',
};

const quantity = (value: number, unit: string) => {
  const ucum = UCUM_UNITS[unit];
  return { value, ...(unit ? { unit } : {}), ...(ucum ? { system: FhirExportSystem.ucum, code: ucum } : {}) };
};

type NewId = () => string;

function observationOf(
  result: ReportResult,
  input: ResultExportInput,
  patientUrl: string,
  effective: string,
): Observation {
  const { report } = input;
  const { low, high, text } = result.range;
  const range = {
    ...(low !== null ? { low: quantity(low, result.unit) } : {}),
    ...(high !== null ? { high: quantity(high, result.unit) } : {}),
    ...(text ? { text } : {}),
  };
  return {
    resourceType: 'Observation',
    status: report.result_status === 'corrected' ? 'corrected' : 'final',
    // The lab's section the analyte is printed under as the category's text, as the import reads it.
    category: [
      {
        coding: [{ system: FhirExportSystem.observationCategory, code: 'laboratory' }],
        ...(result.group ? { text: result.group } : {}),
      },
    ],
    code: {
      coding: [
        { system: FhirExportSystem.labTestCode, code: result.code, display: result.name.de },
        ...(result.loinc ? [{ system: FhirExportSystem.loinc, code: result.loinc }] : []),
      ],
      text: result.name.de,
    },
    subject: { reference: patientUrl },
    effectiveDateTime: effective,
    ...(result.kind === 'numeric' && result.numeric !== null
      ? { valueQuantity: quantity(result.numeric, result.unit) }
      : result.value !== ''
        ? { valueString: result.value }
        : {}),
    interpretation: [{ coding: [{ system: FhirExportSystem.interpretation, code: result.flag }] }],
    ...(Object.keys(range).length > 0 ? { referenceRange: [range] } : {}),
  };
}

function patientOf(input: ResultExportInput): Patient {
  const { patient_data: patient } = input.report;
  return {
    resourceType: 'Patient',
    // Typed MR (v2-0203 medical record number): the lab's own number, as the import looks for it.
    ...(patient.nummer
      ? {
          identifier: [
            {
              type: { coding: [{ system: FhirExportSystem.identifierType, code: 'MR' }] },
              system: FhirExportSystem.patientNumber,
              value: patient.nummer,
            },
          ],
        }
      : {}),
    name: [{ family: patient.nachname, given: [patient.vorname] }],
    ...(patient.geburtsdatum ? { birthDate: patient.geburtsdatum } : {}),
  };
}

function practitionerOf(input: ResultExportInput): Practitioner {
  const { user } = input.report;
  return {
    resourceType: 'Practitioner',
    ...(input.doctorLanr ? { identifier: [{ system: FhirExportSystem.lanr, value: input.doctorLanr }] } : {}),
    name: [{ family: user.nachname, given: [user.vorname], ...(user.titel ? { prefix: [user.titel] } : {}) }],
  };
}

/** The report as a FHIR R4 Bundle (type collection); `newId` makes the entries' uuids. */
export function exportFhirBundle(input: ResultExportInput, newId: NewId = () => crypto.randomUUID()): Bundle {
  return bundleOf(input, newId, input.pdf ? bytesToBase64(input.pdf) : null);
}

/** The Bundle with `pdfData` as the presentedForm's data (the base64, or a mark to put it at). */
function bundleOf(input: ResultExportInput, newId: NewId, pdfData: string | null): Bundle {
  const { report } = input;
  const url = (id: string) => `urn:uuid:${id}`;
  const patientUrl = url(report.patient_id ?? newId());
  const practitionerUrl = url(report.user.uuid);
  const labUrl = url(newId());
  const effective = report.sampled_at ?? report.created_at;
  const observations = (report.results ?? []).map((result) => ({
    fullUrl: url(newId()),
    resource: observationOf(result, input, patientUrl, effective),
  }));
  const diagnosticReport: DiagnosticReport = {
    resourceType: 'DiagnosticReport',
    identifier: [{ system: FhirExportSystem.reportNumber, value: report.befund_id }],
    status: report.result_status === 'corrected' ? 'corrected' : 'final',
    category: [{ coding: [{ system: FhirExportSystem.diagnosticService, code: 'LAB' }] }],
    code: { coding: [LAB_REPORT_CODE], text: 'Laborbefund' },
    subject: { reference: patientUrl },
    effectiveDateTime: effective,
    issued: report.updated_at,
    performer: [{ reference: labUrl }],
    result: observations.map((entry) => ({ reference: entry.fullUrl })),
    ...(pdfData !== null
      ? {
          presentedForm: [
            {
              contentType: 'application/pdf',
              data: pdfData,
              title: `${report.befund_id}.pdf`,
            },
          ],
        }
      : {}),
  };
  const organization: Organization = { resourceType: 'Organization', name: input.labName };
  const entry: BundleEntry[] = [
    { fullUrl: url(report.uuid), resource: diagnosticReport },
    ...observations,
    { fullUrl: patientUrl, resource: patientOf(input) },
    { fullUrl: practitionerUrl, resource: practitionerOf(input) },
    { fullUrl: labUrl, resource: organization },
  ];
  return {
    resourceType: 'Bundle',
    identifier: { system: 'urn:ietf:rfc:3986', value: url(newId()) },
    type: 'collection',
    timestamp: input.now.toISOString(),
    entry,
  };
}

/**
 * The PDF's bytes per base64 piece of `fhirJsonPieces`: a multiple of 3, so the pieces' base64
 * joins to the whole's; some 48 KB, well under a millisecond each.
 */
export const FHIR_PDF_PIECE_BYTES = 3 * 16_384;

/**
 * The Bundle's JSON text piece by piece: the text before the PDF's base64, the base64
 * FHIR_PDF_PIECE_BYTES of PDF at a time, the text after it. The server streams the pieces and
 * yields to its event loop between them; joined, they are `exportFhirJson`'s text.
 */
export function* fhirJsonPieces(
  input: ResultExportInput,
  newId: NewId = () => crypto.randomUUID(),
  pdfPieceBytes: number = FHIR_PDF_PIECE_BYTES,
): Generator<string> {
  const { pdf } = input;
  // A mark no other text of the Bundle can hold (a fresh uuid), replaced by the base64.
  const mark = `pdf-${newId()}`;
  const json = JSON.stringify(bundleOf(input, newId, pdf ? mark : null), null, 2);
  if (!pdf) {
    yield json;
    return;
  }
  const at = json.indexOf(`"${mark}"`);
  yield json.slice(0, at + 1);
  const piece = Math.max(3, pdfPieceBytes - (pdfPieceBytes % 3));
  for (let start = 0; start < pdf.length; start += piece)
    yield bytesToBase64(pdf.subarray(start, start + piece));
  yield json.slice(at + mark.length + 1);
}

/** The Bundle as the file's text. */
export const exportFhirJson = (input: ResultExportInput, newId?: NewId): string =>
  [...fhirJsonPieces(input, newId)].join('');
