import './accountTexts';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/ApiRequestError';
import { PrimaryButton } from '../../components/Button';
import { confirmNewsletter } from './accountApi';

type ConfirmState = 'ready' | 'sending' | 'confirmed' | 'invalid' | 'failed';

/**
 * Issue 26 (double opt-in): the page a newsletter confirmation mail links to. The owner of the
 * address confirms with a button, not by opening the page: a mail scanner that fetches the link
 * confirms nothing. Public: the owner may have no account at all.
 */
export default function NewsletterConfirmPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [state, setState] = useState<ConfirmState>('ready');

  const confirm = async () => {
    setState('sending');
    try {
      await confirmNewsletter(token);
      setState('confirmed');
    } catch (error) {
      setState(error instanceof ApiRequestError && error.status === 410 ? 'invalid' : 'failed');
    }
  };

  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-2xl font-semibold">{t('account.newsletterConfirm.title')}</h1>
      <div className="mt-6 flex flex-col gap-4 rounded-lg bg-white p-6 shadow-sm ring-1 ring-stone-200">
        {state === 'confirmed' ? (
          <p role="status" className="rounded-md bg-green-50 p-3 text-green-900">
            {t('account.newsletterConfirm.confirmed')}
          </p>
        ) : state === 'invalid' ? (
          <p role="alert" className="rounded-md bg-amber-50 p-3 text-amber-900">
            {t('account.newsletterConfirm.invalid')}
          </p>
        ) : (
          <>
            <p className="text-stone-700">{t('account.newsletterConfirm.intro')}</p>
            <PrimaryButton
              onClick={() => void confirm()}
              disabled={state === 'sending'}
              className="self-start"
            >
              {t('account.newsletterConfirm.submit')}
            </PrimaryButton>
            {state === 'failed' && (
              <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
                {t('account.newsletterConfirm.failed')}
              </p>
            )}
          </>
        )}
      </div>
    </div>
  );
}
