/**
 * The laboratory system's side of orders (issue 28), with personal access tokens: it collects new
 * orders as FHIR R4 ServiceRequests or LDT 3 order records (`orders:read`) and reports receipt and
 * status (`orders:status`) by FHIR Task or the small status endpoint. Reports imported under an
 * order's number link to it in the import (reportLink.ts, through the feature's index).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureRouteOptions } from '../../../platform/feature/serverFeature';
import { fhirOrderRoutes } from './fhirOrderRoutes';
import { ldtOrderRoutes } from './ldtOrderRoutes';
import { lisStatusRoutes } from './lisStatusRoutes';

export const lisRoutes: FastifyPluginAsyncZod<FeatureRouteOptions> = async (app, options) => {
  await app.register(fhirOrderRoutes, options);
  await app.register(ldtOrderRoutes, options);
  await app.register(lisStatusRoutes, options);
};
