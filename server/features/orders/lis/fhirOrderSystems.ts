/**
 * The code and identifier systems of the orders the LIS collects as FHIR R4 (issue 28): the KBV's
 * NamingSystems for LANR and BSNR (as the report import reads them, reportImport/fhir/fhirSchemas.ts;
 * the orders feature cannot import it, since the import links reports to orders through this
 * feature), the German base profiles' (fhir.de) for ICD-10-GM and the insurance number, LOINC, and
 * the portal's own where no public one fits.
 */
import { FhirExportSystem } from '../../../../src/contract/resultExport';
import {
  ORDER_NUMBER_SYSTEM,
  ORDER_STATUS_SYSTEM,
  TUBE_BARCODE_SYSTEM,
} from '../../../../src/contract/orders';

export const OrderFhirSystem = {
  lanr: FhirExportSystem.lanr,
  bsnr: 'https://fhir.kbv.de/NamingSystem/KBV_NS_Base_BSNR',
  loinc: FhirExportSystem.loinc,
  /** The laboratory's own test codes (LDT 8410), as the results export names them. */
  labTestCode: FhirExportSystem.labTestCode,
  /** BfArM's ICD-10-GM, as the German base profiles name it. */
  icd10gm: 'http://fhir.de/CodeSystem/bfarm/icd-10-gm',
  /** The statutory insurance number (eGK, ten characters). */
  kvid: 'http://fhir.de/sid/gkv/kvid-10',
  orderNumber: ORDER_NUMBER_SYSTEM,
  orderStatus: ORDER_STATUS_SYSTEM,
  tubeBarcode: TUBE_BARCODE_SYSTEM,
  /** The catalogue's materials by key (src/contract/analyses.ts MATERIALS). */
  material: 'urn:kundencenter:material',
  /** The portal's practices by id, where a practice has no BSNR. */
  office: 'urn:kundencenter:office',
} as const;

/** LOINC 26436-6 'Laboratory studies (set)': the ServiceRequest's code; its analyses are its orderDetail. */
export const LAB_ORDER_CODE = {
  system: OrderFhirSystem.loinc,
  code: '26436-6',
  display: 'Laboratory studies (set)',
} as const;
