import type { ReactNode } from 'react';
import { DangerButton, PrimaryButton, SecondaryButton } from './Button';

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
  submitTone = 'primary',
  align = 'end',
  testId,
  children,
}: {
  onSubmit: () => Promise<void> | void;
  onCancel: () => void;
  submitLabel: string;
  cancelLabel: string;
  submitDisabled?: boolean;
  /** 'danger' for an action that destroys or locks out (the confirm dialog's delete, lock). */
  submitTone?: 'primary' | 'danger';
  /** Dialogs: cancel, then submit, to the right; pages: submit, then cancel, under the fields. */
  align?: 'start' | 'end';
  testId?: string;
  children: ReactNode;
}) {
  const SubmitButton = submitTone === 'danger' ? DangerButton : PrimaryButton;
  const submit = (
    <SubmitButton type="submit" disabled={submitDisabled}>
      {submitLabel}
    </SubmitButton>
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
