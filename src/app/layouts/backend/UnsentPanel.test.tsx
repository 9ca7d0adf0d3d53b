// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OutboxMethod, OutboxState } from '../../../db/outboxState';
import type { OutboxRow } from '../../../db/rows';
import i18n, { i18nReady } from '../../i18n/i18n';
import { UnsentPanel } from './UnsentPanel';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;

beforeAll(async () => {
  await i18nReady;
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

const refused = (seq: number, row: Pick<OutboxRow, 'method' | 'path' | 'label'>): OutboxRow => ({
  seq,
  id: `key-${seq}`,
  ...row,
  state: OutboxState.rejected,
  attempts: 1,
  error: { status: 422, message: 'Abgelehnt' },
  createdAt: 0,
});

async function renderPanel(language: string, rows: OutboxRow[]): Promise<string[]> {
  await i18n.changeLanguage(language);
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root?.render(<UnsentPanel rows={rows} />));
  return [...container.querySelectorAll('li > p')].map((label) => label.textContent ?? '');
}

describe("the 'Nicht gesendet' panel", () => {
  it('names each refused action by the label key stored on its row', async () => {
    const rows = [
      refused(1, { method: OutboxMethod.post, path: '/api/reports/demands', label: 'demandCreate' }),
      refused(2, { method: OutboxMethod.put, path: '/api/befunde/12/read', label: 'reportRead' }),
    ];
    expect(await renderPanel('de', rows)).toEqual([
      'Rückfrage zu einem Befund stellen',
      'Befund als gelesen markieren',
    ]);
    act(() => root?.unmount());
    expect(await renderPanel('en', rows)).toEqual(['Ask about a report', 'Mark a report as read']);
  });

  it('shows method and path for a row queued by an older version, without a label key', async () => {
    const rows = [refused(3, { method: OutboxMethod.post, path: '/api/reports/demands' })];
    expect(await renderPanel('de', rows)).toEqual(['POST /api/reports/demands']);
  });
});
