import { atom } from 'jotai';
import { appStore } from '../../notifications/notificationStore';

/**
 * The app's own question before an action that cannot be taken back (issue 26: the browser's
 * `confirm()` spoke the browser's language and 'Sperren' asked nothing). Any code may ask, a
 * click handler or a callback outside React, so the open question lives in the app's store and
 * `ConfirmDialogHost` (RootShell) shows it; the answer is a promise. A second question while one
 * is open answers the first with 'no': only one dialog is ever up.
 */
export interface ConfirmRequest {
  title: string;
  /** What follows, when the title alone does not say it. */
  message?: string;
  confirmLabel: string;
  /** Red for what destroys or locks out (delete, lock, reset); the primary colour otherwise. */
  tone?: 'danger' | 'primary';
}

interface OpenQuestion extends ConfirmRequest {
  answer: (confirmed: boolean) => void;
}

export const openQuestionAtom = atom<OpenQuestion | null>(null);

export function askConfirmation(request: ConfirmRequest): Promise<boolean> {
  appStore.get(openQuestionAtom)?.answer(false);
  return new Promise((resolve) => {
    const answer = (confirmed: boolean) => {
      if (appStore.get(openQuestionAtom)?.answer === answer) appStore.set(openQuestionAtom, null);
      resolve(confirmed);
    };
    appStore.set(openQuestionAtom, { ...request, answer });
  });
}
