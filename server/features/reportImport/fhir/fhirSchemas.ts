/**
 * What the FHIR import accepts (issue 17), checked with zod: the parts of R4 DiagnosticReport,
 * Patient, Practitioner, Organization and Observation the portal reads, modelled on the KBV MIO
 * 'Laborbefund'. Every schema is loose (other elements pass untouched) and typed against
 * @types/fhir's R4 resources, so a field renamed here fails the type check, not an import.
 */
import { z } from 'zod';

export const FhirSystem = {
  /** KBV: lebenslange Arztnummer (LANR). */
  lanr: 'https://fhir.kbv.de/NamingSystem/KBV_NS_Base_ANR',
  /** KBV: Betriebsstättennummer (BSNR). */
  bsnr: 'https://fhir.kbv.de/NamingSystem/KBV_NS_Base_BSNR',
  /** HL7 v3 ObservationInterpretation: H, L, HH, LL, A, AA, N. */
  interpretation: 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation',
  /** Issue 27: the analyte's LOINC code beside the lab's own. */
  loinc: 'http://loinc.org',
} as const;

export const identifierSchema = z.looseObject({ system: z.string().optional(), value: z.string().min(1) });
const identifier = identifierSchema;
/** A dateTime or instant as FHIR writes it: a date, or a date and time with a zone. */
const dateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?$/)
  .refine((text) => !Number.isNaN(new Date(text).getTime()), 'not a date');
const reference = z.looseObject({ reference: z.string().min(1) });
const coding = z.looseObject({
  system: z.string().optional(),
  code: z.string().optional(),
  display: z.string().optional(),
});
const codeableConcept = z.looseObject({ coding: z.array(coding).optional(), text: z.string().optional() });
const quantity = z.looseObject({
  value: z.number().optional(),
  unit: z.string().optional(),
  code: z.string().optional(),
});
const humanName = z.looseObject({ family: z.string().min(1), given: z.array(z.string()).min(1) });

export const patientSchema = z.looseObject({
  resourceType: z.literal('Patient'),
  id: z.string().optional(),
  /** Issue 27: the lab's patient number (type MR, else the first one that is no insurance number). */
  identifier: z
    .array(
      identifier.extend({
        type: z
          .looseObject({ coding: z.array(z.looseObject({ code: z.string().optional() })).optional() })
          .optional(),
      }),
    )
    .optional(),
  name: z.array(humanName).min(1),
  birthDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});

export const practitionerSchema = z.looseObject({
  resourceType: z.literal('Practitioner'),
  id: z.string().optional(),
  identifier: z.array(identifier).min(1),
});

export const organizationSchema = z.looseObject({
  resourceType: z.literal('Organization'),
  id: z.string().optional(),
  identifier: z.array(identifier).optional(),
});

export const observationSchema = z.looseObject({
  resourceType: z.literal('Observation'),
  id: z.string().optional(),
  code: codeableConcept,
  /** Issue 27: a `text` names the lab's section the analyte is printed under. */
  category: z.array(codeableConcept).optional(),
  effectiveDateTime: dateTime.optional(),
  valueQuantity: quantity.optional(),
  valueString: z.string().optional(),
  valueCodeableConcept: codeableConcept.optional(),
  interpretation: z.array(codeableConcept).optional(),
  referenceRange: z
    .array(
      z.looseObject({ low: quantity.optional(), high: quantity.optional(), text: z.string().optional() }),
    )
    .optional(),
});

const attachment = z.looseObject({
  contentType: z.string(),
  data: z.string().regex(/^[A-Za-z0-9+/=\s]+$/, 'not base64'),
});

export const diagnosticReportSchema = z.looseObject({
  resourceType: z.literal('DiagnosticReport'),
  id: z.string().optional(),
  identifier: z.array(identifier).min(1),
  // Only released results reach a doctor as a report: a registered, partial or preliminary one is
  // refused (400 OperationOutcome), so nothing provisional is ever shown as a final Befund.
  status: z.enum(['final', 'amended', 'corrected', 'appended']),
  code: codeableConcept,
  subject: reference,
  /** Issue 28: the order it answers (a ServiceRequest by reference, or the order number as identifier). */
  basedOn: z
    .array(z.looseObject({ reference: z.string().min(1).optional(), identifier: identifier.optional() }))
    .max(20)
    .optional(),
  issued: z.string().optional(),
  effectiveDateTime: dateTime.optional(),
  specimen: z.array(reference).optional(),
  performer: z.array(reference).optional(),
  resultsInterpreter: z.array(reference).optional(),
  result: z.array(reference).optional(),
  presentedForm: z.array(attachment).optional(),
  contained: z.array(z.looseObject({ resourceType: z.string() })).optional(),
});

export const specimenSchema = z.looseObject({
  resourceType: z.literal('Specimen'),
  id: z.string().optional(),
  collection: z.looseObject({ collectedDateTime: dateTime.optional() }).optional(),
});

export const bundleSchema = z.looseObject({
  resourceType: z.literal('Bundle'),
  type: z.enum(['transaction', 'collection']),
  entry: z
    .array(
      z.looseObject({
        fullUrl: z.string().optional(),
        resource: z.looseObject({ resourceType: z.string(), id: z.string().optional() }),
      }),
    )
    .min(1),
});

export type FhirPatient = z.infer<typeof patientSchema>;
export type FhirPractitioner = z.infer<typeof practitionerSchema>;
export type FhirObservation = z.infer<typeof observationSchema>;
export type FhirDiagnosticReport = z.infer<typeof diagnosticReportSchema>;
export type FhirBundle = z.infer<typeof bundleSchema>;
