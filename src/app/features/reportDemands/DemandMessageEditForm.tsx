import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  updateReportDemandMessageSchema,
  type ReportDemandMessageRecord,
} from '../../../contract/reportDemands';
import { PrimaryButton, SecondaryButton } from '../../components/Button';
import { TextAreaField } from '../../components/TextAreaField';
import { notify } from '../../notifications/notify';
import { reportDemandActions } from './reportDemandActions';

type EditValues = z.input<typeof updateReportDemandMessageSchema>;

/** Editing one's own message in place; saving queues `PUT .../demand-messages/{uuid}`. */
export function DemandMessageEditForm({
  demandUuid,
  message,
  onDone,
}: {
  demandUuid: string;
  message: ReportDemandMessageRecord;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<EditValues, unknown, z.output<typeof updateReportDemandMessageSchema>>({
    resolver: zodResolver(updateReportDemandMessageSchema),
    defaultValues: { message: message.message },
  });
  const onSubmit = handleSubmit(async (input) => {
    if (isDirty) {
      await reportDemandActions.edit(demandUuid, message.messageUuid, input.message);
      notify.success(t('reportDemands.conversation.messageUpdated'));
    }
    onDone();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <TextAreaField
        label={t('reportDemands.conversation.editLabel')}
        hideLabel
        rows={3}
        autoFocus
        error={errors.message?.message}
        {...register('message')}
      />
      <div className="flex gap-2">
        <PrimaryButton type="submit" disabled={isSubmitting}>
          {t('reportDemands.conversation.save')}
        </PrimaryButton>
        <SecondaryButton onClick={onDone}>{t('reportDemands.conversation.cancel')}</SecondaryButton>
      </div>
    </form>
  );
}
