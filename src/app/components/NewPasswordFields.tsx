import type { UseFormRegisterReturn } from 'react-hook-form';
import { ValidationMessage } from '../../contract/validationMessages';
import type { PasswordCheck } from './checkPassword';
import { PasswordChecklist } from './PasswordChecklist';
import { TextField } from './TextField';

/**
 * A new password with its live five-rule checklist and the confirmation (spec §5), as the first-run
 * credentials, the password reset and the account's password change all ask for it.
 */
export function NewPasswordFields({
  labels,
  password,
  confirmation,
  errors,
  check,
}: {
  labels: { password: string; confirmation: string };
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  errors: { password?: string; confirmation?: string };
  check: PasswordCheck;
}) {
  return (
    <>
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        error={errors.password}
        {...password}
      />
      <PasswordChecklist check={check} />
      <TextField
        label={labels.confirmation}
        type="password"
        autoComplete="new-password"
        error={
          errors.confirmation ?? (check.confirmationMatches ? undefined : ValidationMessage.passwordsDiffer)
        }
        {...confirmation}
      />
    </>
  );
}
