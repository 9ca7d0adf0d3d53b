import { PrimaryButton } from '../Button';
import { TextAreaField } from '../TextAreaField';
import { useThreadTextForm, type ThreadTextField } from './threadForm';

/**
 * The box under a thread (a ticket's answer, a demand's reply): what is sent shows at once in the
 * thread and goes out when the network allows (the feature's `onSend` queues it).
 */
export function ThreadReplyForm({
  field,
  texts,
  rows = 3,
  className = '',
  testId,
  onSend,
}: {
  field: ThreadTextField;
  texts: { label: string; submit: string };
  rows?: number;
  className?: string;
  testId?: string;
  onSend: (text: string) => Promise<unknown>;
}) {
  const { form, error, field: input } = useThreadTextForm(field, '');
  const onSubmit = form.handleSubmit(async (values) => {
    await onSend(values[field.name] ?? '');
    form.reset({ [field.name]: '' });
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className={`flex flex-col gap-2${className ? ` ${className}` : ''}`}
      data-testid={testId}
    >
      <TextAreaField label={texts.label} rows={rows} error={error} {...input} />
      <PrimaryButton type="submit" disabled={form.formState.isSubmitting} className="self-end">
        {texts.submit}
      </PrimaryButton>
    </form>
  );
}
