import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { confirmPasswordSchema, type ConfirmPasswordInput } from '../../contract/auth';
import { applyServerFieldErrors } from '../api/applyServerFieldErrors';
import { ensureCsrfCookie } from '../api/csrf';
import { request } from '../api/http';
import { notify } from '../notifications/notify';
import { PrimaryButton } from './Button';
import { TextField } from './TextField';

/** `POST /api/user/confirm-password`: opens the window for sensitive actions (423 otherwise). */
export async function confirmPassword(input: ConfirmPasswordInput): Promise<void> {
  await ensureCsrfCookie();
  await request('/api/user/confirm-password', { method: 'POST', body: input });
}

/**
 * Spec §5: sensitive actions ask for the current password; the send button stays disabled while
 * the field is empty. `onConfirmed` runs the protected step; a failure of either is shown.
 */
export function ConfirmPasswordForm({
  labels,
  onConfirmed,
  secondaryAction,
  autoFocus = false,
}: {
  labels: { password: string; submit: string };
  onConfirmed: (input: ConfirmPasswordInput) => unknown;
  secondaryAction?: ReactNode;
  autoFocus?: boolean;
}) {
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ConfirmPasswordInput>({
    resolver: zodResolver(confirmPasswordSchema),
    defaultValues: { password: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await confirmPassword(input);
      await onConfirmed(input);
    } catch (error) {
      if (!applyServerFieldErrors(error, setError)) notify.apiError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        label={labels.password}
        type="password"
        autoComplete="current-password"
        autoFocus={autoFocus}
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex justify-end gap-3">
        {secondaryAction}
        <PrimaryButton type="submit" disabled={password === '' || isSubmitting}>
          {labels.submit}
        </PrimaryButton>
      </div>
    </form>
  );
}
