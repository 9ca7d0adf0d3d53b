import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { AuthUser } from '../../../contract/authUser';
import { updateTicketAnswerSchema } from '../../../contract/tickets';
import { PrimaryButton } from '../../components/Button';
import { TextAreaField } from '../../components/TextAreaField';
import { ticketActions } from './ticketActions';
import { ticketPersonOf } from './ticketPeople';

// An answer is the content of `POST /api/tickets/{id}/answer`: the same rules as an edited one.
type Values = z.input<typeof updateTicketAnswerSchema>;

/** The answer box; the answer shows at once in the thread and is sent when the network allows. */
export function TicketAnswerForm({ ticketUuid, user }: { ticketUuid: string; user: AuthUser }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof updateTicketAnswerSchema>>({
    resolver: zodResolver(updateTicketAnswerSchema),
    defaultValues: { content: '' },
  });
  const onSubmit = handleSubmit(async ({ content }) => {
    await ticketActions.answer(ticketUuid, ticketPersonOf(user), content);
    reset({ content: '' });
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2" data-testid="ticket-answer-form">
      <TextAreaField
        label={t('tickets.answer.label')}
        rows={4}
        error={errors.content?.message}
        {...register('content')}
      />
      <PrimaryButton type="submit" disabled={isSubmitting} className="self-end">
        {t('tickets.answer.submit')}
      </PrimaryButton>
    </form>
  );
}
