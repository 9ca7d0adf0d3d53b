/**
 * From an accepted FHIR R4 Bundle or DiagnosticReport to the reports to import (issue 17).
 *
 * Each DiagnosticReport is one report: `identifier[0]` its reference number (befund_id), `subject`
 * the Patient (`identifier` the lab's patient number), `result` the Observations (importedResult.ts:
 * code with LOINC, value, unit, reference range, interpretation, category text as the group),
 * `effectiveDateTime` or the Specimen's collection the sample time, status corrected/amended a
 * correction, and
 * `presentedForm` the PDF (base64). The doctor is the Practitioner with a LANR identifier the
 * report names in `resultsInterpreter` or `performer`, else the one such Practitioner of the
 * Bundle; its LANR is matched against users.lis_id. References resolve against the Bundle's
 * `fullUrl`s, `<type>/<id>` and the report's `contained` resources (`#id`).
 */
import type { Bundle, DiagnosticReport } from 'fhir/r4';
import { z } from 'zod';
import { ORDER_NUMBER_PATTERN, ORDER_NUMBER_SYSTEM } from '../../../../src/contract/orders';
import type { ReportResult } from '../../../../src/contract/results';
import type { ReportOrderReference } from '../../orders';
import type { ImportedReport } from '../importedReport';
import { ResultRefused, toReportResult, type ResultProblem } from '../importedResult';
import type { FhirJson } from './fhirJson';
import { FhirError } from './operationOutcome';
import {
  bundleSchema,
  diagnosticReportSchema,
  FhirSystem,
  identifierSchema,
  observationSchema,
  organizationSchema,
  patientSchema,
  practitionerSchema,
  specimenSchema,
  type FhirDiagnosticReport,
  type FhirObservation,
  type FhirPatient,
  type FhirPractitioner,
} from './fhirSchemas';

type AnyResource = { resourceType: string; id?: string | undefined } & Record<string, unknown>;
type PdfOf = FhirJson['pdfOf'];

/** Every zod failure becomes a 400 OperationOutcome naming the FHIRPath of the bad element. */
function parseAs<T extends z.ZodType>(schema: T, value: unknown, path: string): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = [
    path,
    ...(issue?.path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)) ?? []),
  ]
    .join('')
    .replace(/\.\[/g, '[');
  throw new FhirError(400, 'invalid', `${where}: ${issue?.message ?? 'invalid'}`, [where]);
}

class References {
  private readonly byKey = new Map<string, AnyResource>();

  add(resource: AnyResource, fullUrl?: string): void {
    if (fullUrl) this.byKey.set(fullUrl, resource);
    if (resource.id) this.byKey.set(`${resource.resourceType}/${resource.id}`, resource);
  }

  addContained(resources: readonly AnyResource[]): void {
    for (const resource of resources) if (resource.id) this.byKey.set(`#${resource.id}`, resource);
  }

  /**
   * The Bundle's references plus one report's contained resources. A contained id ('#patient') is
   * unique only within its own resource, so each report resolves its '#…' in a scope of its own:
   * two reports of one Bundle that both contain '#patient' never share a patient.
   */
  withContained(resources: readonly AnyResource[]): References {
    const scope = new References();
    for (const [key, resource] of this.byKey) scope.byKey.set(key, resource);
    scope.addContained(resources);
    return scope;
  }

  /** The resource a reference names in the request, if any. */
  find(reference: string): AnyResource | undefined {
    return this.byKey.get(reference);
  }

  resolve(reference: string, type: string, path: string): AnyResource {
    const found = this.byKey.get(reference);
    if (!found || found.resourceType !== type) {
      throw new FhirError(
        400,
        'invalid',
        `${path}: reference '${reference}' to a ${type} not found in the request`,
        [path],
      );
    }
    return found;
  }
}

const identifierOf = (
  identifiers: readonly { system?: string | undefined; value: string }[] | undefined,
  system: string,
) => identifiers?.find((identifier) => identifier.system === system)?.value ?? null;

const RESULT_PROBLEMS: Record<ResultProblem, { element: string; text: string }> = {
  noAnalyte: { element: 'code', text: 'the Observation names no analyte (code.coding[].code)' },
  notNumeric: { element: 'valueQuantity.value', text: 'the value is not a number' },
  rangeOrder: { element: 'referenceRange[0]', text: 'the lower limit is above the upper limit' },
  flag: { element: 'interpretation', text: 'the interpretation is no v3 ObservationInterpretation code' },
};

/**
 * An Observation to a result: the lab's code is the first coding of another system than LOINC
 * (else the LOINC code), valueQuantity a number with its unit, valueString or valueCodeableConcept
 * a text, no value at all an empty text result. The group is the first category's `text`.
 */
function resultOf(observation: FhirObservation, position: number, path: string): ReportResult {
  const codings = observation.code.coding ?? [];
  const loinc = codings.find((coding) => coding.system === FhirSystem.loinc)?.code ?? null;
  const labCode = codings.find((coding) => coding.system !== FhirSystem.loinc && coding.code)?.code;
  const range = observation.referenceRange?.[0];
  const quantity = observation.valueQuantity;
  const concept = observation.valueCodeableConcept;
  const flag =
    observation.interpretation
      ?.flatMap((concept) => concept.coding ?? [])
      .find((code) => code.system === FhirSystem.interpretation || code.system === undefined)?.code ?? '';
  const text =
    observation.valueString ??
    concept?.text ??
    concept?.coding?.[0]?.display ??
    concept?.coding?.[0]?.code ??
    '';
  try {
    return toReportResult(
      {
        group: observation.category?.find((category) => category.text)?.text ?? null,
        code: labCode ?? loinc ?? '',
        loinc,
        name: observation.code.text ?? codings.find((coding) => coding.display)?.display ?? '',
        value: quantity?.value !== undefined ? String(quantity.value) : text,
        declaredNumeric: quantity?.value !== undefined,
        unit: quantity?.unit ?? quantity?.code ?? '',
        low: range?.low?.value ?? null,
        high: range?.high?.value ?? null,
        rangeText: range?.text ?? null,
        flag,
      },
      position,
    );
  } catch (error) {
    if (!(error instanceof ResultRefused)) throw error;
    const { element, text: why } = RESULT_PROBLEMS[error.problem];
    throw new FhirError(
      400,
      error.problem === 'noAnalyte' ? 'required' : 'invalid',
      `${path}.${element}: ${why}`,
      [`${path}.${element}`],
    );
  }
}

/**
 * The lab's patient number: the identifier typed MR (medical record number), else the first that
 * is not the insurance number (KVID), which is the person's, not the lab's.
 */
function patientNumberOf(patient: FhirPatient): string | null {
  const identifiers = patient.identifier ?? [];
  const typed = identifiers.find((identifier) =>
    identifier.type?.coding?.some((coding) => coding.code === 'MR'),
  );
  return (typed ?? identifiers.find((identifier) => !identifier.system?.includes('kvid')))?.value ?? null;
}

/** An identifier of the portal's order number system holding an order number: the number. */
const orderNumberOf = (identifier: { system?: string | undefined; value: string } | undefined) =>
  identifier?.system === ORDER_NUMBER_SYSTEM && ORDER_NUMBER_PATTERN.test(identifier.value)
    ? identifier.value
    : null;

const SERVICE_REQUEST_REFERENCE = /(?:^|\/)ServiceRequest\/([A-Za-z0-9.-]{1,64})$/;
const requestIdentifiersSchema = z.looseObject({
  requisition: identifierSchema.optional(),
  identifier: z.array(identifierSchema).optional(),
});

/**
 * Issue 28: the portal's order the report answers. A `basedOn` with the order number as identifier
 * (ORDER_NUMBER_SYSTEM), a `basedOn` ServiceRequest of the request whose requisition or identifier
 * holds it, a `basedOn` 'ServiceRequest/<id>' that is not in the request (the portal's own, whose id
 * is the order's uuid), else the report's own identifier of that system.
 */
function orderOf(report: FhirDiagnosticReport, references: References): ReportOrderReference | null {
  for (const based of report.basedOn ?? []) {
    const byIdentifier = orderNumberOf(based.identifier);
    if (byIdentifier) return { number: byIdentifier };
    if (!based.reference) continue;
    const resource = references.find(based.reference);
    if (resource?.resourceType === 'ServiceRequest') {
      const parsed = requestIdentifiersSchema.safeParse(resource);
      const number = parsed.success
        ? [parsed.data.requisition, ...(parsed.data.identifier ?? [])].map(orderNumberOf).find(Boolean)
        : null;
      if (number) return { number };
      continue;
    }
    const id = SERVICE_REQUEST_REFERENCE.exec(based.reference)?.[1];
    if (id && !resource) return { uuid: id };
  }
  const own = report.identifier.map(orderNumberOf).find(Boolean);
  return own ? { number: own } : null;
}

const dateOf = (text: string | undefined): Date | null => (text ? new Date(text) : null);

/** The report's effective time, else its specimen's collection, else its first Observation's. */
function sampledAtOf(
  report: FhirDiagnosticReport,
  observations: readonly FhirObservation[],
  references: References,
  path: string,
): Date | null {
  const specimens = (report.specimen ?? []).map((ref, index) =>
    parseAs(
      specimenSchema,
      references.resolve(ref.reference, 'Specimen', `${path}.specimen[${index}]`),
      `${path}.specimen[${index}]`,
    ),
  );
  return (
    dateOf(report.effectiveDateTime) ??
    dateOf(
      specimens.find((specimen) => specimen.collection?.collectedDateTime)?.collection?.collectedDateTime,
    ) ??
    dateOf(observations.find((observation) => observation.effectiveDateTime)?.effectiveDateTime)
  );
}

function doctorOf(
  report: FhirDiagnosticReport,
  references: References,
  practitioners: readonly FhirPractitioner[],
  path: string,
): FhirPractitioner {
  const named = [...(report.resultsInterpreter ?? []), ...(report.performer ?? [])]
    .map((ref) => {
      try {
        return references.resolve(ref.reference, 'Practitioner', path);
      } catch {
        return null;
      }
    })
    .flatMap((resource) => (resource ? [parseAs(practitionerSchema, resource, `${path}.performer`)] : []))
    .find((practitioner) => identifierOf(practitioner.identifier, FhirSystem.lanr));
  if (named) return named;
  const withLanr = practitioners.filter((practitioner) =>
    identifierOf(practitioner.identifier, FhirSystem.lanr),
  );
  if (withLanr.length === 1 && withLanr[0]) return withLanr[0];
  throw new FhirError(
    400,
    'required',
    `${path}: no Practitioner with a LANR identifier (${FhirSystem.lanr}) names the requesting doctor`,
    [path],
  );
}

function toImported(
  report: FhirDiagnosticReport,
  references: References,
  practitioners: readonly FhirPractitioner[],
  bsnr: string | null,
  path: string,
  pdfOf: PdfOf,
): ImportedReport {
  const patient = parseAs(
    patientSchema,
    references.resolve(report.subject.reference, 'Patient', `${path}.subject`),
    `${path}.subject`,
  );
  const doctor = doctorOf(report, references, practitioners, path);
  const observations = (report.result ?? []).map((ref, index) =>
    parseAs(
      observationSchema,
      references.resolve(ref.reference, 'Observation', `${path}.result[${index}]`),
      `${path}.result[${index}]`,
    ),
  );
  const pdfForm = report.presentedForm?.find((form) => form.contentType === 'application/pdf');
  if (report.presentedForm && report.presentedForm.length > 0 && !pdfForm) {
    throw new FhirError(400, 'not-supported', `${path}.presentedForm: only application/pdf is accepted`, [
      `${path}.presentedForm`,
    ]);
  }
  const pdf = pdfForm ? pdfOf(pdfForm.data) : null;
  if (pdfForm && !pdf) {
    throw new FhirError(400, 'invalid', `${path}.presentedForm: the PDF is not base64`, [
      `${path}.presentedForm`,
    ]);
  }
  if (pdf?.tooLarge) {
    throw new FhirError(422, 'too-costly', `${path}.presentedForm: the PDF is larger than 20 MB`, [
      `${path}.presentedForm`,
    ]);
  }
  const name = patient.name[0];
  const issued = report.issued ? new Date(report.issued) : null;
  return {
    doctorKey: identifierOf(doctor.identifier, FhirSystem.lanr) ?? '',
    bsnr,
    befundId: report.identifier[0]?.value ?? '',
    patient: {
      nachname: name?.family ?? '',
      vorname: name?.given.join(' ') ?? '',
      geburtsdatum: patient.birthDate ?? null,
      nummer: patientNumberOf(patient),
    },
    results: observations.map((observation, index) =>
      resultOf(observation, index, `${path}.result[${index}]`),
    ),
    sampledAt: sampledAtOf(report, observations, references, path),
    // An amended report is a corrected one to the doctor: its values replace those sent before.
    status: report.status === 'corrected' || report.status === 'amended' ? 'corrected' : 'final',
    pdf: pdf?.file ?? null,
    reportedAt: issued && !Number.isNaN(issued.getTime()) ? issued : null,
    source: JSON.stringify({ report, patient, doctor: doctor.identifier, observations }),
    order: orderOf(report, references),
  };
}

const isReportIdentifierUsable = (value: string) => /^[A-Za-z0-9-]{1,64}$/.test(value);

function checkReferenceNumber(report: FhirDiagnosticReport, path: string): void {
  const value = report.identifier[0]?.value ?? '';
  if (!isReportIdentifierUsable(value)) {
    throw new FhirError(400, 'invalid', `${path}.identifier[0].value: letters, digits and dashes only`, [
      `${path}.identifier[0].value`,
    ]);
  }
}

/** `POST /fhir/R4`: every DiagnosticReport of a transaction or collection Bundle. */
export function reportsOfBundle({ body, pdfOf }: Pick<FhirJson, 'body' | 'pdfOf'>): ImportedReport[] {
  if (
    typeof body !== 'object' ||
    body === null ||
    (body as { resourceType?: unknown }).resourceType !== 'Bundle'
  ) {
    throw new FhirError(400, 'invalid', 'Bundle: the body must be a FHIR Bundle resource', ['Bundle']);
  }
  const bundle = parseAs(bundleSchema, body, 'Bundle') satisfies Pick<Bundle, 'resourceType'>;
  const references = new References();
  for (const entry of bundle.entry) references.add(entry.resource as AnyResource, entry.fullUrl);
  const practitioners: FhirPractitioner[] = [];
  const bsnrs = new Set<string>();
  const reports: { report: FhirDiagnosticReport; path: string }[] = [];
  bundle.entry.forEach((entry, index) => {
    const path = `Bundle.entry[${index}].resource`;
    switch (entry.resource.resourceType) {
      case 'Practitioner':
        practitioners.push(parseAs(practitionerSchema, entry.resource, path));
        break;
      case 'Organization': {
        const bsnr = identifierOf(
          parseAs(organizationSchema, entry.resource, path).identifier,
          FhirSystem.bsnr,
        );
        if (bsnr) bsnrs.add(bsnr);
        break;
      }
      case 'DiagnosticReport': {
        const report = parseAs(diagnosticReportSchema, entry.resource, path);
        checkReferenceNumber(report, path);
        reports.push({ report, path });
        break;
      }
      default:
        break;
    }
  });
  if (reports.length === 0) {
    throw new FhirError(400, 'required', 'Bundle.entry: no DiagnosticReport in the Bundle', ['Bundle.entry']);
  }
  // The sender's BSNR only where the Bundle names one practice: with several, which report came
  // from which is not said, and the audit keeps none rather than a wrong one.
  const bsnr = bsnrs.size === 1 ? ([...bsnrs][0] ?? null) : null;
  return reports.map(({ report, path }) =>
    toImported(
      report,
      references.withContained((report.contained ?? []) as AnyResource[]),
      practitioners,
      bsnr,
      path,
      pdfOf,
    ),
  );
}

/** `POST /fhir/R4/DiagnosticReport`: one report, its Patient, Practitioner and Observations contained. */
export function reportOfResource({ body, pdfOf }: Pick<FhirJson, 'body' | 'pdfOf'>): ImportedReport {
  const report = parseAs(diagnosticReportSchema, body, 'DiagnosticReport') satisfies Pick<
    DiagnosticReport,
    'resourceType'
  >;
  checkReferenceNumber(report, 'DiagnosticReport');
  const references = new References();
  const contained = (report.contained ?? []) as AnyResource[];
  references.addContained(contained);
  const practitioners = contained
    .filter((resource) => resource.resourceType === 'Practitioner')
    .map((resource, index) => parseAs(practitionerSchema, resource, `DiagnosticReport.contained[${index}]`));
  const organization = contained.find((resource) => resource.resourceType === 'Organization');
  const bsnr = organization
    ? identifierOf(
        parseAs(organizationSchema, organization, 'DiagnosticReport.contained').identifier,
        FhirSystem.bsnr,
      )
    : null;
  return toImported(report, references, practitioners, bsnr, 'DiagnosticReport', pdfOf);
}
