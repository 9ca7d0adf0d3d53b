import type { OutboxRow } from '../../db/rows';
import './actionLabelTexts';

/**
 * What a queued action was, in the user's words, for the 'Nicht gesendet' panel: a doctor who
 * reads 'Rückfrage stellen' knows what to fix; 'POST /api/reports/demands' says nothing. Keys under
 * `sync.actions` in ./locales; an action not listed here shows its method and path.
 */
const ACTION_LABELS: readonly (readonly [method: string, path: RegExp, key: string])[] = [
  ['POST', /^\/api\/newsletter\/recipients$/, 'newsletterSubscribe'],
  ['DELETE', /^\/api\/newsletter\/recipients\/[^/]+$/, 'newsletterUnsubscribe'],
  ['PUT', /^\/api\/user\/profile-information$/, 'profileUpdate'],
  ['POST', /^\/api\/notifications\/read$/, 'notificationsReadAll'],
  ['POST', /^\/api\/notifications\/delete$/, 'notificationsDeleteRead'],
  ['POST', /^\/api\/notifications\/[^/]+\/read$/, 'notificationRead'],
  ['POST', /^\/api\/notifications\/[^/]+\/delete$/, 'notificationDelete'],
  ['PUT', /^\/api\/befunde\/[^/]+\/read$/, 'reportRead'],
  ['POST', /^\/api\/reports\/demands$/, 'demandCreate'],
  ['POST', /^\/api\/reports\/demand-messages$/, 'demandMessageSend'],
  ['PUT', /^\/api\/reports\/demand-messages\/[^/]+$/, 'demandMessageEdit'],
  ['DELETE', /^\/api\/reports\/demand-messages\/[^/]+$/, 'demandMessageDelete'],
  ['PUT', /^\/api\/reports\/demands\/[^/]+\/read$/, 'demandRead'],
  ['PUT', /^\/api\/reports\/demands\/[^/]+\/archive$/, 'demandArchive'],
  ['POST', /^\/api\/reports\/demands\/[^/]+\/ticket$/, 'demandTicket'],
  ['POST', /^\/api\/finding-interpretations\/request$/, 'interpretationRequest'],
  ['PUT', /^\/api\/finding-interpretations\/[^/]+$/, 'interpretationUpdate'],
  ['DELETE', /^\/api\/finding-interpretations\/[^/]+$/, 'interpretationWithdraw'],
];

/** The i18n key of the action's label, or null for one without a label. */
export function actionLabelKey(row: Pick<OutboxRow, 'method' | 'path'>): string | null {
  const match = ACTION_LABELS.find(([method, path]) => method === row.method && path.test(row.path));
  return match ? `sync.actions.${match[2]}` : null;
}
