import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { AuthUser } from '../../../contract/authUser';
import { updateReportDemandMessageSchema } from '../../../contract/reportDemands';
import { PrimaryButton } from '../../components/Button';
import { TextAreaField } from '../../components/TextAreaField';
import { authorOf } from './demandListView';
import { reportDemandActions } from './reportDemandActions';

// A reply is the message of `POST /api/reports/demand-messages`: the same rules as an edited message.
const replySchema = updateReportDemandMessageSchema;
type ReplyValues = z.input<typeof replySchema>;

/** The reply box of an active demand; the message shows at once and is sent when the network allows. */
export function DemandReplyForm({ demandUuid, user }: { demandUuid: string; user: AuthUser }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ReplyValues, unknown, z.output<typeof replySchema>>({
    resolver: zodResolver(replySchema),
    defaultValues: { message: '' },
  });
  const onSubmit = handleSubmit(async (input) => {
    await reportDemandActions.send(demandUuid, authorOf(user), input.message);
    reset({ message: '' });
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2 border-t border-stone-200 pt-4">
      <TextAreaField
        label={t('reportDemands.conversation.reply')}
        rows={3}
        error={errors.message?.message}
        {...register('message')}
      />
      <PrimaryButton type="submit" disabled={isSubmitting} className="self-end">
        {t('reportDemands.conversation.send')}
      </PrimaryButton>
    </form>
  );
}
