// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n, { i18nReady } from '../../../i18n/i18n';
import { OrderPrintButtons } from './OrderPrintButtons';
import { printOrderLabels, printOrderSheet } from './printOrder';
import { printableOrder } from './testing/printFixtures';
import { renderInTestRoot, unmountTestRoot } from '../../../testing/testRoot';

vi.mock('./printOrder', () => ({
  printOrderLabels: vi.fn(() => Promise.resolve()),
  printOrderSheet: vi.fn(() => Promise.resolve()),
}));

beforeAll(async () => {
  await i18nReady;
});
beforeEach(async () => {
  vi.mocked(printOrderLabels).mockClear();
  vi.mocked(printOrderSheet).mockClear();
  await i18n.changeLanguage('de');
});
afterEach(() => {
  unmountTestRoot();
  document.body.innerHTML = '';
});

async function show(order: Parameters<typeof OrderPrintButtons>[0]['order']) {
  await renderInTestRoot(<OrderPrintButtons order={order} />);
  return [...document.querySelectorAll('button')];
}

describe('the order print buttons', () => {
  it('offers labels for the roll, labels on an A4 sheet and the order sheet, in the reader’s language', async () => {
    expect((await show(printableOrder())).map((button) => button.textContent)).toEqual([
      'Etiketten (Rolle 57×25)',
      'Etiketten (A4-Bogen)',
      'Auftragsschein',
    ]);
    unmountTestRoot();
    await i18n.changeLanguage('en');
    expect((await show(printableOrder())).map((button) => button.textContent)).toEqual([
      'Labels (roll 57×25)',
      'Labels (A4 sheet)',
      'Order sheet',
    ]);
  });

  it('prints the format the button names', async () => {
    const order = printableOrder();
    const [roll, a4, sheet] = await show(order);
    await act(async () => roll?.click());
    await act(async () => a4?.click());
    await act(async () => sheet?.click());

    expect(vi.mocked(printOrderLabels).mock.calls).toEqual([
      [order, 'roll'],
      [order, 'a4'],
    ]);
    expect(vi.mocked(printOrderSheet).mock.calls).toEqual([[order]]);
  });

  it('disables itself and says why while the order has no number', async () => {
    const buttons = await show({ ...printableOrder(), number: null });

    expect(buttons.every((button) => button.disabled)).toBe(true);
    const reason = document.getElementById(buttons[0]?.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe(
      'Etiketten und Auftragsschein gibt es erst, wenn der Auftrag eine Auftragsnummer hat.',
    );
    await act(async () => buttons[0]?.click());
    expect(printOrderLabels).not.toHaveBeenCalled();
  });

  it('shows that the PDF could not be made when printing fails', async () => {
    vi.mocked(printOrderSheet).mockRejectedValueOnce(new Error('no memory'));
    const buttons = await show(printableOrder());
    await act(async () => buttons[2]?.click());

    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      'Das PDF konnte nicht erstellt werden. Bitte noch einmal versuchen.',
    );
    expect(buttons.every((button) => !button.disabled)).toBe(true);
  });
});
