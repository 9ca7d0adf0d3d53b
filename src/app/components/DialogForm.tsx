import type { ReactNode } from 'react';
import { PrimaryButton, SecondaryButton } from './Button';

/**
 * The form inside a dialog or on a small page: its fields, then cancel and submit at the end.
 * Submitting never reloads the page; `onSubmit` does the work (check, queue, tell the user).
 */
export function DialogForm({
  onSubmit,
  onCancel,
  submitLabel,
  cancelLabel,
  submitDisabled = false,
  align = 'end',
  testId,
  children,
}: {
  onSubmit: () => Promise<void> | void;
  onCancel: () => void;
  submitLabel: string;
  cancelLabel: string;
  submitDisabled?: boolean;
  /** Dialogs: cancel, then submit, to the right; pages: submit, then cancel, under the fields. */
  align?: 'start' | 'end';
  testId?: string;
  children: ReactNode;
}) {
  const submit = (
    <PrimaryButton type="submit" disabled={submitDisabled}>
      {submitLabel}
    </PrimaryButton>
  );
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
      <div className={`flex flex-wrap gap-2 ${align === 'end' ? 'justify-end' : ''}`}>
        {align === 'start' && submit}
        <SecondaryButton onClick={onCancel}>{cancelLabel}</SecondaryButton>
        {align === 'end' && submit}
      </div>
    </form>
  );
}
