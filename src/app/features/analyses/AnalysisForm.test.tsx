// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalysisRow } from '../../../db/tables/analyses';
import i18n, { i18nReady } from '../../i18n/i18n';
import { rememberLastUser } from '../../offline/lastUser';
import { renderInTestRoot, unmountTestRoot } from '../../testing/testRoot';
import { AnalysisForm } from './AnalysisForm';
import './analysesTexts';

const cacheServerRows = vi.fn();
vi.mock(import('../../../workers/syncClient'), async (importOriginal) => ({
  ...(await importOriginal()),
  vaultWorker: () => ({ cacheServerRows }) as never,
  kickSync: () => undefined,
}));

const HB: AnalysisRow = {
  id: '5',
  code: 'HB',
  loinc: '718-7',
  name: 'Hämoglobin',
  name_en: 'Haemoglobin',
  group: 'Blutbild',
  group_en: 'Blood count',
  material: 'edta_blood',
  tube: 'edta',
  volume_ml: 2.7,
  stability_hours: 24,
  transport: 'room',
  note: null,
  note_en: null,
  billing: ['statutory', 'private', 'self_pay'],
  withdrawn_at: null,
  updated_at: '2026-11-01T00:00:00.000Z',
};

let fetchMock: ReturnType<typeof vi.fn>;
let answer: { status: number; body: unknown };
const onDone = vi.fn();

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('de');
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

beforeEach(() => {
  cacheServerRows.mockClear();
  onDone.mockClear();
  rememberLastUser('user-1');
  fetchMock = vi.fn(async () => new Response(JSON.stringify(answer.body), { status: answer.status }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  unmountTestRoot();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

async function renderForm(analysis?: AnalysisRow) {
  await renderInTestRoot(<AnalysisForm analysis={analysis} catalogue={[HB]} onDone={onDone} />);
}

const field = (label: string) => {
  const found = [...document.querySelectorAll('label')].find((element) => element.textContent === label);
  const input = found && document.getElementById(found.htmlFor);
  if (!input) throw new Error(`no field ${label}`);
  return input as HTMLInputElement;
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
const checkbox = (label: string) =>
  [...document.querySelectorAll('label')]
    .find((element) => element.textContent === label)
    ?.querySelector<HTMLInputElement>('input[type="checkbox"]');
const submit = () =>
  act(async () => document.querySelector<HTMLFormElement>('[data-testid="analysis-form"]')?.requestSubmit());
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const sentBody = () => JSON.parse(String((fetchMock.mock.calls[0]?.[1] as RequestInit).body)) as object;

async function fillValid() {
  await type('Code', 'FERR2');
  await type('Name (deutsch)', 'Ferritin neu');
  await type('Name (englisch)', 'Ferritin new');
  await type('Gruppe (deutsch)', 'Eisenstoffwechsel');
  await type('Gruppe (englisch)', 'Iron metabolism');
  await type('Volumen (ml)', '0,5');
  await type('Stabilität (Stunden)', '72');
}

describe('the staff form of an analysis', () => {
  it('shows the contract’s messages by the fields and sends nothing while they stand', async () => {
    await renderForm();
    await type('LOINC', '12');
    await act(async () => checkbox('Kasse (GKV)')?.click());
    await act(async () => checkbox('Privat (PKV)')?.click());
    await act(async () => checkbox('Selbstzahler (IGeL)')?.click());
    await submit();
    await flush();
    expect(errorOf('Code')).toBe(
      'Der Code besteht aus höchstens 20 Buchstaben, Ziffern, Punkten, Binde- oder Unterstrichen.',
    );
    expect(errorOf('LOINC')).toBe('Bitte geben Sie einen LOINC-Code wie 718-7 an.');
    expect(errorOf('Name (deutsch)')).toBe('Bitte geben Sie einen Namen an (max. 120 Zeichen).');
    expect(errorOf('Gruppe (englisch)')).toBe('Bitte geben Sie eine Gruppe an (max. 120 Zeichen).');
    expect(errorOf('Volumen (ml)')).toBe('Bitte geben Sie ein Volumen über 0 bis 100 ml an.');
    expect(errorOf('Stabilität (Stunden)')).toBe(
      'Bitte geben Sie die Stabilität in ganzen Stunden an (1 bis 744).',
    );
    expect(document.body.textContent).toContain('Bitte wählen Sie mindestens eine Abrechnungsart.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a German decimal as a number, no LOINC as null, the billing in the contract’s order, and caches the answer', async () => {
    await renderForm();
    await fillValid();
    await act(async () => checkbox('Kasse (GKV)')?.click());
    await act(async () => checkbox('Kasse (GKV)')?.click());
    answer = { status: 201, body: { data: { ...HB, id: 9, code: 'FERR2', volume_ml: 0.5 } } };
    await submit();
    await flush();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/analyses');
    expect((fetchMock.mock.calls[0]?.[1] as RequestInit).method).toBe('POST');
    expect(sentBody()).toEqual({
      code: 'FERR2',
      loinc: null,
      name: 'Ferritin neu',
      name_en: 'Ferritin new',
      group: 'Eisenstoffwechsel',
      group_en: 'Iron metabolism',
      material: 'serum',
      tube: 'serum',
      volume_ml: 0.5,
      stability_hours: 72,
      transport: 'room',
      note: null,
      note_en: null,
      billing: ['statutory', 'private', 'self_pay'],
    });
    expect(cacheServerRows).toHaveBeenCalledWith(
      'user-1',
      'analysis',
      [expect.objectContaining({ id: '9', code: 'FERR2' })],
      null,
    );
    expect(onDone).toHaveBeenCalled();
  });

  it('puts a 422’s messages by their fields and keeps the form with what was typed', async () => {
    await renderForm();
    await fillValid();
    answer = {
      status: 422,
      body: {
        message: 'Die Eingaben sind ungültig.',
        errors: { code: ['Diesen Code gibt es im Katalog bereits.'] },
      },
    };
    await submit();
    await vi.waitFor(() => expect(errorOf('Code')).toBe('Diesen Code gibt es im Katalog bereits.'));
    expect(field('Code').value).toBe('FERR2');
    expect(onDone).not.toHaveBeenCalled();
    expect(cacheServerRows).not.toHaveBeenCalled();
  });

  it('edits an analysis with its values in the reader’s notation and sends it to its own path', async () => {
    await renderForm(HB);
    expect(field('Volumen (ml)').value).toBe('2,7');
    await type('Stabilität (Stunden)', '48');
    answer = { status: 200, body: { data: { ...HB, id: 5, stability_hours: 48 } } };
    await submit();
    await flush();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/analyses/5');
    expect((fetchMock.mock.calls[0]?.[1] as RequestInit).method).toBe('PUT');
    expect(sentBody()).toMatchObject({
      code: 'HB',
      loinc: '718-7',
      material: 'edta_blood',
      tube: 'edta',
      volume_ml: 2.7,
      stability_hours: 48,
    });
  });

  it('fills in the English name of a group the catalogue has', async () => {
    await renderForm();
    await type('Gruppe (deutsch)', 'Blutbild');
    await act(async () => field('Gruppe (deutsch)').dispatchEvent(new FocusEvent('blur', { bubbles: true })));
    await act(async () =>
      field('Gruppe (deutsch)').dispatchEvent(new FocusEvent('focusout', { bubbles: true })),
    );
    expect(field('Gruppe (englisch)').value).toBe('Blood count');
  });
});
