import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { AuthUser } from '../../../contract/authUser';
import { createReportDemandSchema, REPORT_DEMAND_SUBJECTS } from '../../../contract/reportDemands';
import type { ReportRow } from '../../../db/rows';
import { PrimaryButton, SecondaryButton } from '../../components/Button';
import { SelectField } from '../../components/SelectField';
import { TextAreaField } from '../../components/TextAreaField';
import { notify } from '../../notifications/notify';
import { authorOf } from './demandListView';
import { reportDemandActions } from './reportDemandActions';

/** Spec §5 'Report comment: subject and message required', with the shared schema's messages. */
const askSchema = createReportDemandSchema.pick({ subject: true, message: true });
type AskValues = z.input<typeof askSchema>;

export function AskQuestionForm({
  report,
  user,
  onDone,
}: {
  report: ReportRow;
  user: AuthUser;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AskValues, unknown, z.output<typeof askSchema>>({
    resolver: zodResolver(askSchema),
    defaultValues: { message: '' },
  });
  const onSubmit = handleSubmit(async (input) => {
    await reportDemandActions.ask(report, authorOf(user), input);
    notify.success(t('reportDemands.ask.saved'));
    onDone();
  });
  const subjects = [
    { value: '', label: t('reportDemands.ask.choose') },
    ...REPORT_DEMAND_SUBJECTS.map((value) => ({ value, label: t(`reportDemands.subjects.${value}`) })),
  ];
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <SelectField
        label={t('reportDemands.ask.subject')}
        options={subjects}
        error={errors.subject?.message}
        // No choice is a missing value: the schema then says 'Dies ist ein Pflichtfeld.'
        {...register('subject', { setValueAs: (value: string) => (value === '' ? undefined : value) })}
      />
      <TextAreaField
        label={t('reportDemands.ask.message')}
        rows={5}
        error={errors.message?.message}
        {...register('message')}
      />
      <div className="flex justify-end gap-2">
        <SecondaryButton onClick={onDone}>{t('reportDemands.ask.cancel')}</SecondaryButton>
        <PrimaryButton type="submit" disabled={isSubmitting}>
          {t('reportDemands.ask.submit')}
        </PrimaryButton>
      </div>
    </form>
  );
}
