// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n/i18n';
import { ConfirmDialogHost } from './ConfirmDialogHost';
import { renderInTestRootSync, unmountTestRoot } from '../../testing/testRoot';
import { askConfirmation } from './confirmStore';

afterEach(() => {
  unmountTestRoot();
  document.body.innerHTML = '';
});

function renderHost() {
  renderInTestRootSync(<ConfirmDialogHost />);
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
/**
 * The dialog's code loads with the first question (ConfirmDialogHost): a dynamic import, which on a
 * busy machine takes longer than waitFor's default second.
 */
const shown = () => vi.waitFor(() => expect(dialog()).not.toBeNull(), { timeout: 15_000 });
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === name);

const lockQuestion = {
  title: 'Dr. Anna Berg sperren?',
  message: 'Sie kann sich danach nicht mehr anmelden.',
  confirmLabel: 'Sperren',
  tone: 'danger' as const,
};

describe('the app’s confirm dialog', () => {
  it('asks in a dialog named by the question and answers yes with the action’s own verb', async () => {
    await i18n.changeLanguage('de');
    renderHost();
    let answer: Promise<boolean> | undefined;
    await act(async () => {
      answer = askConfirmation(lockQuestion);
    });
    await shown();
    expect(dialog()?.getAttribute('aria-labelledby')).toBeTruthy();
    expect(document.getElementById(dialog()?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Dr. Anna Berg sperren?',
    );
    expect(dialog()?.textContent).toContain('Sie kann sich danach nicht mehr anmelden.');
    expect(button('Sperren')?.className).toContain('bg-red-700');
    await act(async () => button('Sperren')?.click());
    await expect(answer).resolves.toBe(true);
    expect(dialog()).toBeNull();
  });

  it('answers no on cancel, in the interface’s language', async () => {
    await i18n.changeLanguage('en');
    renderHost();
    let answer: Promise<boolean> | undefined;
    await act(async () => {
      answer = askConfirmation({ ...lockQuestion, confirmLabel: 'Lock' });
    });
    await shown();
    await act(async () => button('Cancel')?.click());
    await expect(answer).resolves.toBe(false);
    expect(dialog()).toBeNull();
    await act(() => i18n.changeLanguage('de'));
  });

  it('answers an open question no when another is asked, so only one dialog is up', async () => {
    renderHost();
    let first: Promise<boolean> | undefined;
    let second: Promise<boolean> | undefined;
    await act(async () => {
      first = askConfirmation(lockQuestion);
      second = askConfirmation({ ...lockQuestion, title: 'Löschen?', confirmLabel: 'Löschen' });
    });
    await expect(first).resolves.toBe(false);
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
    await act(async () => button('Löschen')?.click());
    await expect(second).resolves.toBe(true);
  });
});
