import type { OutboxRow } from '../../db/rows';
import { pathOf } from '../router/routePaths';
import './syncTexts';
import en from './locales/en.json';

/**
 * What a queued action was, in the user's words, for the 'Nicht gesendet' panel: a doctor who
 * reads 'Rückfrage stellen' knows what to fix; 'POST /api/reports/demands' says nothing. Each
 * action names its label when it is queued (`queueAction`), and the outbox row keeps the key, so
 * the panel never has to guess the action from its path. Keys under `sync.actions` in ./locales.
 */
export type ActionLabel = keyof typeof en.sync.actions;

const isActionLabel = (label: string): label is ActionLabel => Object.hasOwn(en.sync.actions, label);

/**
 * The i18n key of the row's label, or null for a row without a known one (queued by a version
 * before issue 12): the panel then shows its method and path.
 */
export function actionLabelKey(row: Pick<OutboxRow, 'label'>): string | null {
  return row.label !== undefined && isActionLabel(row.label) ? `sync.actions.${row.label}` : null;
}

/**
 * Actions whose refusal is corrected in their own form rather than as raw text in 'Nicht
 * gesendet': a refused order comes back as a draft with the server's messages (issue 28), where
 * the number, the analyses and the patient are chosen again; editing its fields here would bypass
 * the entry's rules. The path of that form, or null.
 */
export function correctionPathOf(row: Pick<OutboxRow, 'label' | 'entityId'>): string | null {
  if (row.label === 'orderSend' && row.entityId !== undefined)
    return `${pathOf('new-order')}?draft=${encodeURIComponent(row.entityId)}`;
  return null;
}
