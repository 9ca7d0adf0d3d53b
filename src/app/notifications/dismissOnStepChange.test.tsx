// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useDismissNotificationsOnStepChange } from './dismissOnStepChange';
import { appStore, dismissNotification, notificationsAtom, pushNotification } from './notificationStore';
import '../testing/actEnvironment';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  for (const n of appStore.get(notificationsAtom)) dismissNotification(n.id);
});

function Step({ step }: { step: string }) {
  useDismissNotificationsOnStepChange(step);
  return <p>{step}</p>;
}

const shown = () => appStore.get(notificationsAtom).map((n) => n.message);

describe('the toasts of a wizard step (issue 26)', () => {
  it('go when the step changes, and stay while it does not', () => {
    root = createRoot(document.createElement('div'));
    act(() => root?.render(<Step step="password" />));
    act(() => void pushNotification({ kind: 'success', title: 'Erfolg', message: 'Gespeichert.' }));
    act(() => root?.render(<Step step="password" />));
    expect(shown()).toEqual(['Gespeichert.']);
    act(() => root?.render(<Step step="two-factor" />));
    expect(shown()).toEqual([]);
  });

  it('let the new step tell its own news', () => {
    root = createRoot(document.createElement('div'));
    act(() => root?.render(<Step step="password" />));
    act(() => root?.render(<Step step="two-factor" />));
    act(() => void pushNotification({ kind: 'error', title: 'Fehler', message: 'Code falsch.' }));
    expect(shown()).toEqual(['Code falsch.']);
  });
});
