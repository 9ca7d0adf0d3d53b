/** Reports from the laboratory system: FHIR R4 and LDT 3. */
import { defineFeature } from '../../platform/feature/serverFeature';
import { fhirErrorShape } from './fhir/fhirErrorShape';
import { reportImportMessages } from './messages';
import { reportImportRoutes } from './reportImportRoutes';

export const reportImportFeature = defineFeature({
  name: 'reportImport',
  messages: reportImportMessages,
  routes: [reportImportRoutes],
  errorShapes: [fhirErrorShape],
});

export { FhirSystem } from './fhir/fhirSchemas';
export { LdtCharset, decodeLdt, encodeLdt } from './ldt/ldtCharset';
export { ldtLineBatches, type LdtLine } from './ldt/ldtLines';
