import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { updateTicketAnswerSchema, type TicketAnswerRecord } from '../../../contract/tickets';
import { PrimaryButton, SecondaryButton } from '../../components/Button';
import { TextAreaField } from '../../components/TextAreaField';
import { notify } from '../../notifications/notify';
import { ticketActions } from './ticketActions';

type Values = z.input<typeof updateTicketAnswerSchema>;

/** Edits the author's own answer ('Antwort aktualisiert.'); an unchanged text is not sent. */
export function TicketAnswerEditForm({
  ticketUuid,
  answer,
  onDone,
}: {
  ticketUuid: string;
  answer: TicketAnswerRecord;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<Values, unknown, z.output<typeof updateTicketAnswerSchema>>({
    resolver: zodResolver(updateTicketAnswerSchema),
    defaultValues: { content: answer.content },
  });
  const onSubmit = handleSubmit(async ({ content }) => {
    if (content !== answer.content) {
      await ticketActions.editAnswer(ticketUuid, answer.uuid, content);
      notify.success(t('tickets.thread.updated'));
    }
    onDone();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <TextAreaField
        label={t('tickets.thread.editLabel')}
        rows={3}
        error={errors.content?.message}
        {...register('content')}
      />
      <div className="flex justify-end gap-2">
        <SecondaryButton onClick={onDone}>{t('tickets.thread.cancel')}</SecondaryButton>
        <PrimaryButton type="submit" disabled={isSubmitting || !isDirty}>
          {t('tickets.thread.save')}
        </PrimaryButton>
      </div>
    </form>
  );
}
