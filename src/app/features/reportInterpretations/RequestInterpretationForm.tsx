import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { ReportRow } from '../../../db/rows';
import { PrimaryButton, SecondaryButton } from '../../components/Button';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { notify } from '../../notifications/notify';
import { interpretationActions } from './interpretationActions';
import {
  emptyRequestForm,
  requestFormSchema,
  type RequestFormOutput,
  type RequestFormValues,
} from './requestInterpretationForm';

/** One to three preferred dates (datetime-local) and a note; queued, so it works offline. */
export function RequestInterpretationForm({ report, onDone }: { report: ReportRow; onDone: () => void }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RequestFormValues, unknown, RequestFormOutput>({
    resolver: zodResolver(requestFormSchema),
    defaultValues: emptyRequestForm(),
  });
  const onSubmit = handleSubmit(async (input) => {
    await interpretationActions.request(report, { preferredDates: input.dates, note: input.note });
    notify.success(t('reportInterpretations.request.saved'));
    onDone();
  });
  // The group's message (none or too many dates), else the first wrong date's.
  const datesError =
    errors.dates?.message ?? errors.dates?.root?.message ?? errors.dates?.find?.((item) => item)?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <fieldset
        className="flex flex-col gap-3"
        aria-describedby={datesError ? 'preferred-dates-error' : undefined}
      >
        {emptyRequestForm().dates.map((_, index) => (
          <TextField
            key={index}
            type="datetime-local"
            label={t('reportInterpretations.request.date', { number: index + 1 })}
            {...register(`dates.${index}`)}
          />
        ))}
        {datesError && (
          <p id="preferred-dates-error" className="text-sm text-red-700">
            {t(datesError)}
          </p>
        )}
      </fieldset>
      <TextAreaField
        label={t('reportInterpretations.request.note')}
        rows={3}
        error={errors.note?.message}
        {...register('note')}
      />
      <div className="flex justify-end gap-2">
        <SecondaryButton onClick={onDone}>{t('reportInterpretations.request.cancel')}</SecondaryButton>
        <PrimaryButton type="submit" disabled={isSubmitting}>
          {t('reportInterpretations.request.submit')}
        </PrimaryButton>
      </div>
    </form>
  );
}
