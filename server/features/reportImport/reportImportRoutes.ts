/** The laboratory system's ways in (issue 17): FHIR R4 (fhir/fhirRoutes.ts) and LDT 3 (ldt/ldtRoutes.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/appContext';
import { fhirRoutes } from './fhir/fhirRoutes';
import { ldtRoutes } from './ldt/ldtRoutes';

export const reportImportRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  await app.register(fhirRoutes, { context });
  await app.register(ldtRoutes, { context });
};
