import { useCallback, useRef, useState } from 'react';
import { ApiRequestError } from '../../api/ApiRequestError';
import { ConfirmPasswordDialog } from './ConfirmPasswordDialog';

export type Confirmed<T> = { ok: true; value: T } | { ok: false };

/**
 * The password-confirmation gate (reference part B: 423 'Password confirmation required.' when the
 * last confirmation is older than 3 h). `run` performs an action; on a 423 it opens the dialog and,
 * once confirmed, tries again. `askFirst` opens the dialog before the first try (spec §5:
 * sensitive actions ask for the current password). A cancelled dialog yields `{ ok: false }`.
 */
export function usePasswordConfirmation() {
  const [open, setOpen] = useState(false);
  const answer = useRef<((confirmed: boolean) => void) | null>(null);

  const askForPassword = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setOpen(true);
      }),
    [],
  );

  const run = useCallback(
    async <T,>(action: () => Promise<T>, { askFirst = false } = {}): Promise<Confirmed<T>> => {
      if (askFirst && !(await askForPassword())) return { ok: false };
      for (;;) {
        try {
          return { ok: true, value: await action() };
        } catch (error) {
          if (!(error instanceof ApiRequestError && error.status === 423)) throw error;
          if (!(await askForPassword())) return { ok: false };
        }
      }
    },
    [askForPassword],
  );

  const close = (confirmed: boolean) => {
    setOpen(false);
    answer.current?.(confirmed);
    answer.current = null;
  };

  return { run, dialog: <ConfirmPasswordDialog open={open} onClose={close} /> };
}
