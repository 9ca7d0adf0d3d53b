import type { APIRequestContext } from '@playwright/test';

/**
 * What the chaos test expects the server to hold after its random steps: every text it wrote
 * exactly once, every report it opened read, the workshop booked or not as its last action left
 * it, the iEC selection as its last toggles left it. Texts carry the seed and the step, so each is unique in the portal's database.
 */
export interface ChaosModel {
  /** Forum replies written (the reply's text). */
  forumReplies: string[];
  /** Tickets opened (their subjects), and the answers written into them. */
  tickets: string[];
  ticketAnswers: string[];
  /** Report demands asked (the question) and messages written into them. */
  demandQuestions: string[];
  demandMessages: string[];
  /** Interpretations requested (their note). */
  interpretationNotes: string[];
  /** Reports opened (befund ids): the server has them read. */
  reportsRead: Set<string>;
  /** The workshop the test books and cancels, and whether dr.weber should hold a place on it. */
  workshopBooked: boolean;
  /** The lexicon entries whose substances should be in the iEC selection. */
  iecSelection: Set<string>;
}

export const emptyModel = (): ChaosModel => ({
  forumReplies: [],
  tickets: [],
  ticketAnswers: [],
  demandQuestions: [],
  demandMessages: [],
  interpretationNotes: [],
  reportsRead: new Set(),
  workshopBooked: false,
  iecSelection: new Set(),
});

export type ServerRow = { entity: string; id: string; data: Record<string, unknown> };

/** Everything the server gives dr.weber, as the bootstrap snapshot pages it (the same scopes as the feed). */
export async function serverSnapshot(request: APIRequestContext): Promise<ServerRow[]> {
  const rows: ServerRow[] = [];
  let cursor: string | undefined;
  let after: string | null | undefined;
  do {
    const query = new URLSearchParams({ limit: '1000' });
    if (cursor) query.set('cursor', cursor);
    if (after) query.set('after', after);
    const response = await request.get(`/api/sync/bootstrap?${query}`);
    if (!response.ok()) throw new Error(`bootstrap: ${response.status()}`);
    const page = (await response.json()) as { cursor: string; rows: ServerRow[]; next: string | null };
    cursor ??= page.cursor;
    rows.push(...page.rows);
    after = page.next;
  } while (after);
  return rows;
}

type Items = Record<string, unknown>[];
const of = (rows: ServerRow[], entity: string) =>
  rows.filter((row) => row.entity === entity).map((r) => r.data);
const nested = (rows: ServerRow[], entity: string, field: string) =>
  of(rows, entity).flatMap((data) => (data[field] as Items | undefined) ?? []);

/** How often each text occurs; the test expects 1 for each. */
function occurrences(texts: readonly string[], values: readonly unknown[]): Record<string, number> {
  return Object.fromEntries(texts.map((text) => [text, values.filter((value) => value === text).length]));
}

export interface ServerState {
  forumReplies: Record<string, number>;
  tickets: Record<string, number>;
  ticketAnswers: Record<string, number>;
  demandQuestions: Record<string, number>;
  demandMessages: Record<string, number>;
  interpretationNotes: Record<string, number>;
  reportsUnread: string[];
  workshopRegistrations: number;
  /** The names of the selected substances, sorted. */
  iecSelection: string[];
}

/** The server's side of each expectation, in a shape `toEqual` compares with `expectedState`. */
export function serverState(rows: ServerRow[], model: ChaosModel, workshopId: number): ServerState {
  const messages = nested(rows, 'reportDemand', 'messages').map((message) => message['message']);
  const readByBefund = new Map<string, boolean>();
  for (const report of of(rows, 'report')) {
    const befund = String(report['befund_id']);
    readByBefund.set(befund, (readByBefund.get(befund) ?? false) || report['read_at'] !== null);
  }
  return {
    forumReplies: occurrences(
      model.forumReplies,
      nested(rows, 'forumPost', 'comments').map((comment) => comment['body']),
    ),
    tickets: occurrences(
      model.tickets,
      of(rows, 'ticket').map((ticket) => ticket['subject']),
    ),
    ticketAnswers: occurrences(
      model.ticketAnswers,
      nested(rows, 'ticket', 'answers').map((answer) => answer['content']),
    ),
    demandQuestions: occurrences(model.demandQuestions, messages),
    demandMessages: occurrences(model.demandMessages, messages),
    interpretationNotes: occurrences(
      model.interpretationNotes,
      of(rows, 'reportInterpretation').map((interpretation) => interpretation['note']),
    ),
    reportsUnread: [...model.reportsRead].filter((befund) => readByBefund.get(befund) !== true).sort(),
    workshopRegistrations: of(rows, 'workshopRegistration').filter(
      (registration) => registration['workshop_id'] === workshopId,
    ).length,
    iecSelection: selectedSubstanceNames(rows),
  };
}

function selectedSubstanceNames(rows: ServerRow[]): string[] {
  const ids = (of(rows, 'iecSelection')[0]?.['substance_ids'] as number[] | undefined) ?? [];
  const names = new Map(
    of(rows, 'iecSubstance').map((substance) => [substance['id'], (substance['name'] as { de: string }).de]),
  );
  return ids.map((id) => names.get(id) ?? `#${id}`).sort();
}

/** Nothing lost, nothing twice: every text once, no opened report unread, the booking as left. */
export function expectedState(model: ChaosModel): ServerState {
  const once = (texts: readonly string[]) => Object.fromEntries(texts.map((text) => [text, 1]));
  return {
    forumReplies: once(model.forumReplies),
    tickets: once(model.tickets),
    ticketAnswers: once(model.ticketAnswers),
    demandQuestions: once(model.demandQuestions),
    demandMessages: once(model.demandMessages),
    interpretationNotes: once(model.interpretationNotes),
    reportsUnread: [],
    workshopRegistrations: model.workshopBooked ? 1 : 0,
    iecSelection: [...model.iecSelection].sort(),
  };
}
