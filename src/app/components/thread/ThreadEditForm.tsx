import { PrimaryButton, SecondaryButton } from '../Button';
import { TextAreaField } from '../TextAreaField';
import { useThreadTextForm, type ThreadTextField } from './threadForm';

/**
 * Editing one's own entry of a thread in place; an unchanged text is not sent. `align` as in
 * DialogForm: 'end' puts cancel, then save, to the right; 'start' save, then cancel.
 */
export function ThreadEditForm({
  field,
  text,
  label,
  hideLabel = false,
  align,
  saveLabel,
  cancelLabel,
  onSave,
  onDone,
}: {
  field: ThreadTextField;
  text: string;
  label: string;
  /** The label for screen readers only, the field taking focus (an edit inside a conversation). */
  hideLabel?: boolean;
  align: 'start' | 'end';
  saveLabel: string;
  cancelLabel: string;
  onSave: (text: string) => Promise<unknown>;
  onDone: () => void;
}) {
  const { form, error, field: input } = useThreadTextForm(field, text);
  const { isSubmitting, isDirty } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const changed = values[field.name] ?? '';
    if (changed !== text) await onSave(changed);
    onDone();
  });
  const save = (
    <PrimaryButton type="submit" disabled={isSubmitting || !isDirty}>
      {saveLabel}
    </PrimaryButton>
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <TextAreaField
        label={label}
        hideLabel={hideLabel}
        autoFocus={hideLabel}
        rows={3}
        error={error}
        {...input}
      />
      <div className={`flex gap-2 ${align === 'end' ? 'justify-end' : ''}`}>
        {align === 'start' && save}
        <SecondaryButton onClick={onDone}>{cancelLabel}</SecondaryButton>
        {align === 'end' && save}
      </div>
    </form>
  );
}
