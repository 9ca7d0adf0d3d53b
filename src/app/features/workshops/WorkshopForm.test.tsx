// @vitest-environment happy-dom
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { WORKSHOP_PAYLOAD_FIELD } from '../../../contract/workshops';
import { FakeXhr } from '../../api/testing/FakeXhr';
import i18n, { i18nReady } from '../../i18n/i18n';
import { rememberLastUser } from '../../offline/lastUser';
import { renderInTestRoot, unmountTestRoot } from '../../testing/testRoot';
import { WorkshopForm } from './WorkshopForm';
import './workshopTexts';

const cacheServerRows = vi.fn();
vi.mock(import('../../../workers/syncClient'), async (importOriginal) => ({
  ...(await importOriginal()),
  vaultWorker: () => ({ cacheServerRows }) as never,
  readXsrfToken: () => 'token',
}));

let router: ReturnType<typeof createMemoryRouter>;

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('de');
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

beforeEach(() => {
  FakeXhr.sent = [];
  cacheServerRows.mockClear();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  rememberLastUser('user-1');
});

afterEach(() => {
  unmountTestRoot();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

async function renderForm() {
  router = createMemoryRouter(
    [
      { path: '/backend/workshops/new', element: <WorkshopForm /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/backend/workshops/new'] },
  );
  await renderInTestRoot(<RouterProvider router={router} />);
}

const field = (label: string) => {
  const found = [...document.querySelectorAll('label')].find((element) => element.textContent === label);
  const input = found && document.getElementById(found.htmlFor);
  if (!input) throw new Error(`no field ${label}`);
  return input as HTMLInputElement | HTMLTextAreaElement;
};
const errorOf = (label: string) => {
  const described = field(label).getAttribute('aria-describedby');
  return described ? document.getElementById(described)?.textContent : undefined;
};
async function type(label: string, value: string) {
  const input = field(label);
  const prototype = Object.getPrototypeOf(input) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(input, value);
  await act(async () => input.dispatchEvent(new Event('input', { bubbles: true })));
}
async function fillValid() {
  await type('Titel', 'Hygiene kompakt');
  await type('Beschreibung', 'Eine Stunde Hygiene.');
  await type('Maximale Teilnehmerzahl', '5');
  await type('Beginn', '2030-01-15T10:00');
  await type('Ende', '2030-01-15T11:00');
  await type('Ort', 'Seminarraum 1');
}
const save = () =>
  act(async () => document.querySelector<HTMLButtonElement>('[data-testid="save-workshop"]')?.click());
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the staff form of a workshop', () => {
  it('shows the contract’s messages by the fields and sends nothing while they stand', async () => {
    await renderForm();
    await save();
    expect(errorOf('Titel')).toBe('Bitte geben Sie einen Titel mit höchstens 200 Zeichen ein.');
    expect(errorOf('Ort')).toBe('Bitte geben Sie einen Ort oder einen Online-Link an (max. 300 Zeichen).');
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('puts a 422’s messages by their fields, those about files below the attachments, and stays', async () => {
    await renderForm();
    await fillValid();
    await save();
    await flush();
    const [xhr] = FakeXhr.sent;
    expect(xhr?.url).toBe('/api/workshops');
    expect(JSON.parse(String(xhr?.body?.get(WORKSHOP_PAYLOAD_FIELD)))).toMatchObject({
      title: 'Hygiene kompakt',
      max_participants: 5,
      events: [{ place: 'Seminarraum 1', online_url: null }],
      remove_file_ids: [],
    });
    await act(async () =>
      xhr?.answer(422, {
        message: 'Die Eingaben sind ungültig.',
        errors: { title: ['Den Titel gibt es schon.'], 'files.0': ['Die Datei ist zu groß.'] },
      }),
    );
    await flush();
    expect(errorOf('Titel')).toBe('Den Titel gibt es schon.');
    expect(document.querySelector('fieldset:last-of-type')?.textContent).toContain('Die Datei ist zu groß.');
    expect(router.state.location.pathname).toBe('/backend/workshops/new');
  });

  it('caches the saved workshop at its write’s cursor and opens it', async () => {
    await renderForm();
    await fillValid();
    await save();
    await flush();
    const record = {
      id: 7,
      uuid: 'w-7',
      title: 'Hygiene kompakt',
      description: 'Eine Stunde Hygiene.',
      max_participants: 5,
      free_slots: 5,
      waiting: 0,
      topics: [],
      events: [],
      files: [],
      created_at: '2026-11-24T10:00:00Z',
      updated_at: '2026-11-24T10:00:00Z',
    };
    await act(async () => FakeXhr.sent[0]?.answer(201, { data: record }, { 'X-Sync-Cursor': '42' }));
    await flush();
    expect(cacheServerRows).toHaveBeenCalledWith('user-1', 'workshop', [{ ...record, id: '7' }], '42');
    expect(router.state.location.pathname).toBe('/backend/workshops/7');
  });
});
