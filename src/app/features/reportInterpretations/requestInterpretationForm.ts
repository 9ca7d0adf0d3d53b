import { z } from 'zod';
import { INTERPRETATION_PREFERRED_DATES_MAX } from '../../../contract/constants';
import { requestInterpretationSchema } from '../../../contract/reportInterpretations';
import { ValidationMessage } from '../../../contract/validationMessages';
import { preferredDatesOf } from './preferredDates';

/**
 * The request form: three `datetime-local` inputs (one to three filled in) and a note. The inputs
 * become the shared schema's preferred dates, so the form says what the server would say.
 */
export const requestFormSchema = z.object({
  dates: z
    .array(z.string())
    .transform(preferredDatesOf)
    .pipe(
      z
        .array(z.string({ error: ValidationMessage.preferredDate }))
        .pipe(requestInterpretationSchema.shape.preferred_dates),
    ),
  note: z.string().pipe(requestInterpretationSchema.shape.note.unwrap().unwrap()),
});

export type RequestFormValues = z.input<typeof requestFormSchema>;
export type RequestFormOutput = z.output<typeof requestFormSchema>;

export const emptyRequestForm = (): RequestFormValues => ({
  dates: Array.from({ length: INTERPRETATION_PREFERRED_DATES_MAX }, () => ''),
  note: '',
});
