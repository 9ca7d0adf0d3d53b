/**
 * Every route the app registered, with its access declaration, as the app itself knows it: the
 * route-enumerating security suite (server/platform/security/) walks this table, so a route added later is
 * checked without the suite being edited. Fastify offers only a printed tree (printRoutes); an
 * onRoute hook set before any route sees them all with their config.
 */
import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { RouteAccess } from '../auth/authTypes';

export interface RegisteredRoute {
  method: HTTPMethods;
  url: string;
  access: RouteAccess | undefined;
  /** The route's own CSRF setting (false: machine-to-machine, no XSRF token expected). */
  csrf: boolean | 'always' | undefined;
  /** Answered whatever the Host (hostCheck.ts: /healthz only). */
  anyHost: boolean;
  /** The top-level fields its body and query schemas name (zod objects), for probes. */
  bodyFields: string[];
  queryFields: string[];
}

/** The keys of a zod object schema, through unions, pipes and optional wrappers. */
function schemaFields(schema: unknown, seen = 0): string[] {
  if (!schema || typeof schema !== 'object' || seen > 8) return [];
  const shape = (schema as { shape?: unknown }).shape;
  if (shape && typeof shape === 'object') return Object.keys(shape);
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def ?? {};
  const inner = [def['in'], def['innerType'], def['schema'], ...((def['options'] as unknown[]) ?? [])];
  return [...new Set(inner.flatMap((part) => schemaFields(part, seen + 1)))];
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: readonly RegisteredRoute[];
  }
}

export function registerRouteTable(app: FastifyInstance): void {
  const table: RegisteredRoute[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const config = route.config as
      { access?: RouteAccess; csrf?: boolean | 'always'; anyHost?: boolean } | undefined;
    const schema = route.schema as { body?: unknown; querystring?: unknown } | undefined;
    const bodyFields = schemaFields(schema?.body);
    const queryFields = schemaFields(schema?.querystring);
    for (const method of methods) {
      table.push({
        method,
        url: route.url,
        access: config?.access,
        csrf: config?.csrf,
        anyHost: config?.anyHost === true,
        bodyFields,
        queryFields,
      });
    }
  });
}
