/**
 * The search parameters of `GET /fhir/R4/ServiceRequest` (issue 28), as FHIR R4's search defines
 * them, the subset the LIS needs:
 *
 *   status=active,completed      a token list (OR); repeated: all must hold (AND). A FHIR request
 *                                status, a status key of the list (`new`), or `<system>|<code>`
 *   _lastUpdated=ge2026-11-20    prefixes gt, ge, lt, le; a date or a date-time with zone; repeatable
 *   identifier=2600000123        the order number (also `requisition`, also `<ORDER_NUMBER_SYSTEM>|<number>`),
 *                                a list (OR)
 *   _count=50                    the page size, LIS_FHIR_PAGE_DEFAULT, at most LIS_FHIR_PAGE_MAX
 *   _include=ServiceRequest:subject|requester|specimen, Patient:organization, * (also _include:iterate);
 *                                without any _include every one of them: the LIS needs them to
 *                                read an order, and one request is cheaper than four
 *   _cursor=...                  the next page (only as the `next` link writes it)
 *
 * A malformed parameter is refused (422 OperationOutcome naming it); unknown ones are ignored, as
 * FHIR's lenient handling allows.
 */
import { LIS_FHIR_PAGE_DEFAULT, LIS_FHIR_PAGE_MAX } from '../../../../src/contract/constants';
import {
  ORDER_NUMBER_PATTERN,
  ORDER_NUMBER_SYSTEM,
  ORDER_STATUSES,
  ORDER_STATUS_SYSTEM,
  type OrderStatus,
} from '../../../../src/contract/orders';
import { HttpError } from '../../../platform/http/httpErrors';
import { orderStatusesOfToken } from './fhirOrderStatus';
import { decodeLisCursor, type LisCursor, type TimeBound } from './lisOrderPages';
import { ORDER_INCLUDES, type OrderInclude } from './serviceRequestBundle';

export type SearchQuery = Record<string, string | string[] | undefined>;

export interface ServiceRequestSearch {
  statuses: OrderStatus[] | undefined;
  numbers: string[] | undefined;
  updated: TimeBound[];
  count: number;
  include: Set<OrderInclude>;
  after: LisCursor | null;
}

/** Repeated values and their bound: a query string cannot make the server work through thousands. */
const MAX_REPEATS = 10;
const DATE_TIME =
  /^(gt|ge|lt|le)(\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?)$/;

const INCLUDE_OF: Readonly<Record<string, readonly OrderInclude[]>> = {
  'ServiceRequest:subject': ['subject'],
  'ServiceRequest:requester': ['requester'],
  'ServiceRequest:specimen': ['specimen'],
  'Patient:organization': ['organization'],
  'ServiceRequest:*': ['subject', 'requester', 'specimen'],
  '*': ORDER_INCLUDES,
};

const badParameter = (name: string) => new HttpError(422, 'orders.lis.badSearch', {}, {}, { name });

function valuesOf(query: SearchQuery, name: string): string[] {
  const raw = query[name];
  const values = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  if (values.length > MAX_REPEATS) throw badParameter(name);
  return values;
}

function statusesOf(query: SearchQuery): OrderStatus[] | undefined {
  const params = valuesOf(query, 'status');
  if (params.length === 0) return undefined;
  let allowed = new Set<OrderStatus>(ORDER_STATUSES);
  for (const param of params) {
    const tokens = param.split(',');
    if (tokens.length > ORDER_STATUSES.length + 4) throw badParameter('status');
    const named = new Set<OrderStatus>();
    for (const token of tokens) {
      const statuses = orderStatusesOfToken(token.trim(), ORDER_STATUS_SYSTEM);
      if (!statuses) throw badParameter('status');
      for (const status of statuses) named.add(status);
    }
    allowed = new Set([...allowed].filter((status) => named.has(status)));
  }
  return [...allowed];
}

/** `identifier` and `requisition` name the order number; repeated, each must hold. */
function numbersOf(query: SearchQuery): string[] | undefined {
  const params = [...valuesOf(query, 'identifier'), ...valuesOf(query, 'requisition')];
  if (params.length === 0) return undefined;
  const named = params.map((param) => {
    const tokens = param.split(',');
    if (tokens.length > LIS_FHIR_PAGE_MAX) throw badParameter('identifier');
    return new Set(
      tokens.map((token) => {
        const [system, value] = token.includes('|') ? token.split('|', 2) : [ORDER_NUMBER_SYSTEM, token];
        if (system !== ORDER_NUMBER_SYSTEM || !value || !ORDER_NUMBER_PATTERN.test(value))
          throw badParameter('identifier');
        return value;
      }),
    );
  });
  const [first, ...rest] = named;
  return [...(first ?? [])].filter((number) => rest.every((set) => set.has(number)));
}

function updatedOf(query: SearchQuery): TimeBound[] {
  return valuesOf(query, '_lastUpdated').map((value) => {
    const match = DATE_TIME.exec(value);
    const at = match?.[2] ? new Date(match[2].length === 10 ? `${match[2]}T00:00:00Z` : match[2]) : null;
    if (!match || !at || Number.isNaN(at.getTime())) throw badParameter('_lastUpdated');
    return { comparator: match[1] as TimeBound['comparator'], at };
  });
}

function countOf(query: SearchQuery): number {
  const [value, ...more] = valuesOf(query, '_count');
  if (value === undefined) return LIS_FHIR_PAGE_DEFAULT;
  if (more.length > 0 || !/^\d{1,6}$/.test(value) || Number(value) < 1) throw badParameter('_count');
  // FHIR lets a server answer fewer than asked for.
  return Math.min(Number(value), LIS_FHIR_PAGE_MAX);
}

function includeOf(query: SearchQuery): Set<OrderInclude> {
  const values = [...valuesOf(query, '_include'), ...valuesOf(query, '_include:iterate')];
  if (values.length === 0) return new Set(ORDER_INCLUDES);
  const include = new Set<OrderInclude>();
  for (const value of values) {
    const named = INCLUDE_OF[value];
    if (!named) throw badParameter('_include');
    for (const one of named) include.add(one);
  }
  return include;
}

function cursorOf(query: SearchQuery): LisCursor | null {
  const [value, ...more] = valuesOf(query, '_cursor');
  if (value === undefined) return null;
  const cursor = more.length === 0 ? decodeLisCursor(value) : null;
  if (!cursor) throw new HttpError(422, 'orders.lis.badCursor');
  return cursor;
}

export function parseServiceRequestSearch(query: SearchQuery): ServiceRequestSearch {
  return {
    statuses: statusesOf(query),
    numbers: numbersOf(query),
    updated: updatedOf(query),
    count: countOf(query),
    include: includeOf(query),
    after: cursorOf(query),
  };
}

/** The query string of the next page: the same search, continued after `cursor`. */
export function nextPageQuery(query: SearchQuery, cursor: string): string {
  const params = new URLSearchParams();
  for (const [name, raw] of Object.entries(query)) {
    if (name === '_cursor' || raw === undefined) continue;
    for (const value of Array.isArray(raw) ? raw : [raw]) params.append(name, value);
  }
  params.set('_cursor', cursor);
  return params.toString();
}
