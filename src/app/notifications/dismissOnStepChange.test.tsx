// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInTestRootSync as render, unmountTestRoot } from '../testing/testRoot';
import { useDismissNotificationsOnStepChange } from './dismissOnStepChange';
import { appStore, dismissNotification, notificationsAtom, pushNotification } from './notificationStore';

afterEach(() => {
  unmountTestRoot();
  for (const n of appStore.get(notificationsAtom)) dismissNotification(n.id);
});

function Step({ step }: { step: string }) {
  useDismissNotificationsOnStepChange(step);
  return <p>{step}</p>;
}

const shown = () => appStore.get(notificationsAtom).map((n) => n.message);

describe('the toasts of a wizard step (issue 26)', () => {
  it('go when the step changes, and stay while it does not', () => {
    render(<Step step="password" />);
    act(() => void pushNotification({ kind: 'success', title: 'Erfolg', message: 'Gespeichert.' }));
    render(<Step step="password" />);
    expect(shown()).toEqual(['Gespeichert.']);
    render(<Step step="two-factor" />);
    expect(shown()).toEqual([]);
  });

  it('let the new step tell its own news', () => {
    render(<Step step="password" />);
    render(<Step step="two-factor" />);
    act(() => void pushNotification({ kind: 'error', title: 'Fehler', message: 'Code falsch.' }));
    expect(shown()).toEqual(['Code falsch.']);
  });
});
