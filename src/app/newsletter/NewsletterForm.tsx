import './newsletterTexts';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '../../contract/authUser';
import { LOCALES } from '../../contract/constants';
import { NEWSLETTER_LISTS, newsletterRecipientSchema } from '../../contract/newsletter';
import { applyServerFieldErrors } from '../api/applyServerFieldErrors';
import { PrimaryButton } from '../components/Button';
import { SelectField } from '../components/SelectField';
import { TextField } from '../components/TextField';
import { currentLocale } from '../i18n/i18n';
import { notify } from '../notifications/notify';
import { subscribe, type SubscribeOutcome } from './newsletterApi';
import {
  NEWSLETTER_GENDERS,
  newsletterPayload,
  type NewsletterFormValues,
  type NewsletterPayload,
} from './newsletterPayload';

const GENDER_KEYS = { '': 'none', Frau: 'female', Herr: 'male' } as const;

/**
 * The newsletter sign-up of wizard step 4 and of the account page: German or English list, the
 * address and names prefilled from the user. 201 -> success, 409 -> info with the server's text
 * (spec §8); either way `onDone` follows. With `queue`, the subscription goes through the outbox
 * (the server's answer then arrives with the sync). `secondaryAction` sits beside the submit button.
 */
export function NewsletterForm({
  user,
  onDone,
  queue,
  secondaryAction,
  disabled = false,
}: {
  user: AuthUser | null;
  onDone?: (outcome: SubscribeOutcome) => void;
  /** Queues the subscription as an offline action instead of calling the server directly. */
  queue?: (payload: NewsletterPayload) => Promise<void>;
  secondaryAction?: ReactNode;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterFormValues, unknown, NewsletterPayload>({
    resolver: zodResolver(newsletterRecipientSchema),
    defaultValues: newsletterPayload(user, user?.language ?? currentLocale()),
  });

  const onSubmit = handleSubmit(async (payload) => {
    if (queue) {
      await queue(payload);
      notify.success(t('newsletter.queued'));
      return;
    }
    try {
      const outcome = await subscribe(payload);
      if (outcome.kind === 'subscribed') notify.success(t('newsletter.subscribed'));
      else if (outcome.kind === 'pending') notify.info(t('newsletter.pending', { email: outcome.email }));
      else notify.info(outcome.message || t('newsletter.alreadySubscribed'));
      onDone?.(outcome);
    } catch (error) {
      if (!applyServerFieldErrors(error, setError)) notify.apiError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <fieldset disabled={disabled} className="flex flex-col gap-4">
        <Controller
          control={control}
          name="recipientlist_id"
          render={({ field }) => (
            <fieldset>
              <legend className="text-sm font-medium text-stone-700">{t('newsletter.list')}</legend>
              <div className="mt-2 flex flex-wrap gap-6">
                {LOCALES.map((locale) => (
                  <label key={locale} className="flex items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name={field.name}
                      value={NEWSLETTER_LISTS[locale]}
                      checked={field.value === NEWSLETTER_LISTS[locale]}
                      onChange={() => field.onChange(NEWSLETTER_LISTS[locale])}
                      onBlur={field.onBlur}
                      className="size-4 accent-primary-700"
                    />
                    {t(`newsletter.lists.${locale}`)}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
        />
        <TextField
          label={t('newsletter.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('newsletter.gender')}
            options={NEWSLETTER_GENDERS.map((value) => ({
              value,
              label: t(`newsletter.genders.${GENDER_KEYS[value]}`),
            }))}
            error={errors.gender?.message}
            {...register('gender')}
          />
          <TextField
            label={t('newsletter.zip')}
            autoComplete="postal-code"
            error={errors.zip?.message}
            {...register('zip')}
          />
          <TextField
            label={t('newsletter.firstname')}
            autoComplete="given-name"
            error={errors.firstname?.message}
            {...register('firstname')}
          />
          <TextField
            label={t('newsletter.lastname')}
            autoComplete="family-name"
            error={errors.lastname?.message}
            {...register('lastname')}
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <PrimaryButton type="submit" disabled={isSubmitting}>
            {t('newsletter.subscribe')}
          </PrimaryButton>
          {secondaryAction}
        </div>
      </fieldset>
    </form>
  );
}
