// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OutboxMethod, OutboxState } from '../../../db/outboxState';
import type { OutboxRow } from '../../../db/rows';
import { closeUserDatabase, openUserDatabase } from '../../../db/userDatabase';
import { edit } from '../../../sync/outbox';
import { isSealedBody } from '../../../vault/sealedBodies';
import { testVault } from '../../../vault/testing/testVault';
import i18n, { i18nReady } from '../../i18n/i18n';
import { rememberLastUser } from '../../offline/lastUser';
import { renderInTestRoot, unmountTestRoot } from '../../testing/testRoot';
import { UnsentPanel } from './UnsentPanel';
import { MemoryRouter } from 'react-router-dom';

// The vault of the sync worker, in this realm: refused bodies with patient text are sealed.
let vault: Awaited<ReturnType<typeof testVault>>;
vi.mock(import('../../../workers/syncClient'), async (importOriginal) => ({
  ...(await importOriginal()),
  kickSync: vi.fn(),
  vaultWorker: () => vault.api as never,
}));
vi.mock(import('../../../sync/outbox'), async (importOriginal) => ({
  ...(await importOriginal()),
  edit: vi.fn(() => Promise.resolve()),
}));
vi.mock(import('../../offline/syncSession'), async (importOriginal) => ({
  ...(await importOriginal()),
  mirror: () => ({}) as never,
}));

beforeAll(async () => {
  await i18nReady;
});
afterEach(() => {
  unmountTestRoot();
  document.body.innerHTML = '';
  closeUserDatabase();
});

const refused = (
  seq: number,
  row: Pick<OutboxRow, 'method' | 'path' | 'label'> & Partial<OutboxRow>,
): OutboxRow => ({
  seq,
  id: `key-${seq}`,
  ...row,
  state: OutboxState.rejected,
  attempts: 1,
  error: { status: 422, message: 'Abgelehnt' },
  createdAt: 0,
});

async function renderPanel(language: string, rows: OutboxRow[]): Promise<string[]> {
  // The panel lives in the backend layout, inside the router (a refused order links to its draft).
  await i18n.changeLanguage(language);
  const container = await renderInTestRoot(
    <MemoryRouter>
      <UnsentPanel rows={rows} />
    </MemoryRouter>,
  );
  return [...container.querySelectorAll('li > p:first-child')].map((label) => label.textContent ?? '');
}

/** A signed-in user whose vault is open, as the sync worker holds it. */
async function signIn() {
  const uuid = crypto.randomUUID();
  await openUserDatabase(uuid);
  rememberLastUser(uuid);
  vault = await testVault(uuid);
  return uuid;
}

/** The refused action's text as the panel shows it: field label and value. */
const shownText = () =>
  [...document.querySelectorAll('[data-testid="unsent-text"] > div')].map((entry) => [
    entry.querySelector('dt')?.textContent,
    entry.querySelector('dd')?.textContent,
  ]);

const click = async (name: string) => {
  const button = [...document.querySelectorAll('button')].find((each) => each.textContent === name);
  if (!button) throw new Error(`No button ${name}`);
  await act(async () => button.click());
};

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
    unmountTestRoot();
    expect(await renderPanel('en', rows)).toEqual(['Ask about a report', 'Mark a report as read']);
  });

  it('shows method and path for a row queued by an older version, without a label key', async () => {
    const rows = [refused(3, { method: OutboxMethod.post, path: '/api/reports/demands' })];
    expect(await renderPanel('de', rows)).toEqual(['POST /api/reports/demands']);
  });

  it('opens a sealed body through the vault and shows its text, for a ticket, an edit or an answer alike', async () => {
    const user = await signIn();
    const path = '/api/tickets/6f1c0000-0000-4000-8000-000000000001';
    const sealed = await vault.api.sealBody(user, path, {
      status: 4,
      closing_reason: 'Befund von Frau Mustermann nachgereicht',
    });
    const created = await vault.api.sealBody(user, '/api/tickets', {
      uuid: '6f1c0000-0000-4000-8000-000000000002',
      subject: 'Rückfrage Hoffmann',
      content: 'Bitte um Rückruf',
      category: 1,
      priority: 1,
    });
    await renderPanel('de', [
      refused(1, { method: OutboxMethod.put, path, label: 'ticketUpdate', body: sealed }),
      refused(2, { method: OutboxMethod.post, path: '/api/tickets', label: 'ticketCreate', body: created }),
    ]);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    // The ids the device made are not the user's text; numbers (category, status) are not shown.
    expect(shownText()).toEqual([
      ['Grund', 'Befund von Frau Mustermann nachgereicht'],
      ['Betreff', 'Rückfrage Hoffmann'],
      ['Inhalt', 'Bitte um Rückruf'],
    ]);
  });

  it('sends an edited sealed body sealed again, with the fields it did not show unchanged', async () => {
    const user = await signIn();
    const path = '/api/tickets/6f1c0000-0000-4000-8000-000000000001/answer';
    const body = { uuid: '6f1c0000-0000-4000-8000-000000000003', content: 'Erste Fassung' };
    const sealed = await vault.api.sealBody(user, path, body);
    await renderPanel('en', [
      refused(4, { method: OutboxMethod.post, path, label: 'ticketAnswer', body: sealed }),
    ]);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(shownText()).toEqual([['Content', 'Erste Fassung']]);
    await click('Edit');
    const field = document.querySelector('textarea') as HTMLTextAreaElement;
    await act(async () => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
      setValue?.call(field, 'Zweite Fassung');
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await click('Send edited');
    // Sealing the corrected body is the vault's real crypto, outside what act() waits for.
    await vi.waitFor(() => expect(edit).toHaveBeenCalledOnce());
    const sent = vi.mocked(edit).mock.calls[0]?.[2];
    expect(isSealedBody(sent)).toBe(true);
    expect(await vault.openBody(path, sent)).toEqual({ ...body, content: 'Zweite Fassung' });
  });

  it('sends a refused order to its draft to be corrected there, not to raw editing here', async () => {
    const user = await signIn();
    const draftId = '6f1c0000-0000-4000-8000-000000000004';
    const sealed = await vault.api.sealBody(user, '/api/orders', {
      uuid: draftId,
      clinical_question: 'Müdigkeit',
    });
    await renderPanel('de', [
      refused(5, {
        method: OutboxMethod.post,
        path: '/api/orders',
        label: 'orderSend',
        entityId: draftId,
        body: sealed,
      }),
    ]);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    const link = [...document.querySelectorAll('a')].find(
      (each) => each.textContent === 'Im Formular korrigieren',
    );
    expect(link?.getAttribute('href')).toBe(`/backend/orders/new?draft=${draftId}`);
    expect([...document.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'Erneut senden',
      'Verwerfen',
    ]);
  });
});
