/**
 * The write mix of a simulated device: one outbox action, picked as a practice's day mixes them
 * (docs/decisions.md §31): a critical result acknowledged, a report marked read, a follow-up message
 * on one of its questions, an answer in one of its ticket threads, an order, or a new question.
 * Each is built as the app's outbox action builds it (the same route and body; the uuid and the
 * Idempotency-Key made on the device) and applied to the device's mirror at once, as the app's
 * optimistic write is, so that an offline device does not repeat itself.
 */
import { randomUUID } from 'node:crypto';
import { freeOrderNumbers, orderProblems } from '../../src/contract/orderRules';
import type { OrderInput } from '../../src/contract/orders';
import type { DeviceMirror } from './deviceMirror';
import { ActionKind, type OutboxAction } from './deviceOutbox';

/** Cumulative shares of a roll in [0, 1); a kind whose precondition fails falls through to a question. */
const SHARE = { acknowledge: 0.15, read: 0.3, followUp: 0.45, ticketAnswer: 0.6, order: 0.8 } as const;
const ANALYSES_PER_ORDER = 2;
/** Attempts at a random pair of analyses the order rules accept. */
const ORDER_PICKS = 10;
const HOUR_MS = 3_600_000;

const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];

export function nextAction(mirror: DeviceMirror, roll: number = Math.random()): OutboxAction | null {
  const reports = [...mirror.reports.values()];
  const critical = reports.find((report) => report.criticalOpen);
  if (critical && roll < SHARE.acknowledge) {
    critical.criticalOpen = false;
    return action(ActionKind.acknowledge, 'PUT', `/api/befunde/${critical.id}/acknowledge`, {
      body: { version: critical.version },
      reportId: critical.id,
    });
  }
  const unread = reports.find((report) => !report.read);
  if (unread && roll < SHARE.read) {
    unread.read = true;
    return action(ActionKind.read, 'PUT', `/api/befunde/${unread.id}/read`, { reportId: unread.id });
  }
  const question = pick(mirror.questions);
  if (question && roll < SHARE.followUp) {
    const uuid = randomUUID();
    return action(ActionKind.followUp, 'POST', '/api/reports/demand-messages', {
      uuid,
      body: { uuid, demand_id: question, message: 'Nachtrag: bitte auch die Vorbefunde berücksichtigen.' },
    });
  }
  const ticket = pick([...mirror.openTickets]);
  if (ticket && roll < SHARE.ticketAnswer) {
    const uuid = randomUUID();
    return action(ActionKind.ticketAnswer, 'POST', `/api/tickets/${ticket}/answer`, {
      uuid,
      body: { uuid, content: 'Danke, die Probe geht morgen früh mit dem Fahrdienst an Sie.' },
    });
  }
  if (roll < SHARE.order) {
    const order = orderAction(mirror);
    if (order) return order;
  }
  const report = pick(reports);
  if (!report) return null;
  const uuid = randomUUID();
  mirror.questions.push(uuid);
  return action(ActionKind.question, 'POST', '/api/reports/demands', {
    uuid,
    body: {
      uuid,
      message_uuid: randomUUID(),
      report_id: report.id,
      subject: 'general',
      message: 'Bitte um Rückruf zu diesem Befund.',
    },
  });
}

/** The device's free order numbers (its own blocks, less the numbers taken). */
export const freeNumbers = (mirror: DeviceMirror): string[] =>
  freeOrderNumbers(
    [...mirror.numberBlocks.values()].filter((block) => block.device_id === mirror.deviceId),
    mirror.takenNumbers,
  );

/** An order under the device's next free number, of analyses the rules accept; null without a number. */
function orderAction(mirror: DeviceMirror): OutboxAction | null {
  const [number] = freeNumbers(mirror);
  if (number === undefined) return null;
  const offered = [...mirror.analyses.values()].filter((analysis) => analysis.withdrawn_at === null);
  const now = new Date();
  for (let attempt = 0; attempt < ORDER_PICKS; attempt++) {
    const chosen = new Set<number>();
    while (chosen.size < Math.min(ANALYSES_PER_ORDER, offered.length)) chosen.add(pick(offered)?.id ?? 0);
    const uuid = randomUUID();
    const body = {
      uuid,
      number,
      office_id: null,
      // A made-up patient, as devicesSeed.ts's reports name one.
      patient: {
        nachname: 'Neumann',
        vorname: 'Lea',
        geburtsdatum: '1971-03-04',
        geschlecht: 'female',
        versicherungsart: 'statutory',
        versichertennummer: null,
      },
      items: [...chosen].map((id) => ({
        analysis_id: id,
        billing: mirror.analyses.get(id)?.billing[0] ?? 'statutory',
        profile_id: null,
      })),
      clinical_question: 'Verlaufskontrolle',
      icd10: ['E11.9'],
      urgency: 'normal',
      sampled_at: new Date(now.getTime() - HOUR_MS).toISOString(),
      sample_time_kind: 'actual',
    } satisfies OrderInput;
    if (orderProblems(body, mirror.analyses, now).length > 0) continue;
    mirror.takenNumbers.add(number);
    return action(ActionKind.order, 'POST', '/api/orders', { uuid, body });
  }
  return null;
}

function action(
  kind: ActionKind,
  method: string,
  path: string,
  fields: { body?: unknown; uuid?: string; reportId?: number } = {},
): OutboxAction {
  return { kind, method, path, key: randomUUID(), ...fields };
}
