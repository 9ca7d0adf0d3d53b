import { useTranslation } from 'react-i18next';
import { LOCALES } from '../../../contract/constants';
import { doctorDisplayName } from '../../../contract/doctors';
import { NEWSLETTER_LISTS } from '../../../contract/newsletter';
import type { DoctorRow } from '../../../db/rows';
import { SecondaryButton } from '../../components/Button';
import { ACCOUNT_CARD } from './DoctorAccountDetails';
import { doctorActions } from './doctorActions';
import './userTexts';

/**
 * Another user's account page 'newsletter' (spec §2, administrators): whether the doctor is on
 * each list (spec §9: German, English), and subscribing them with their account's address or
 * taking them off, through the outbox.
 */
export function DoctorAccountNewsletter({ doctor }: { doctor: DoctorRow }) {
  const { t } = useTranslation();
  const lists = doctor.newsletter_lists ?? [];
  return (
    <section className={`${ACCOUNT_CARD} flex flex-col gap-4`} data-testid="doctor-account-newsletter">
      <h2 className="text-lg font-semibold break-words">
        {t('users.account.newsletterOf', { name: doctorDisplayName(doctor) })}
      </h2>
      <ul className="flex flex-col divide-y divide-stone-100">
        {LOCALES.map((locale) => {
          const listId = NEWSLETTER_LISTS[locale];
          const subscribed = lists.includes(listId);
          return (
            <li
              key={locale}
              className="flex flex-wrap items-center justify-between gap-2 py-2"
              data-testid="newsletter-list"
            >
              <span className="text-sm">
                <span className="font-medium">{t(`users.account.lists.${locale}`)}</span>{' '}
                <span className="text-stone-600">
                  {t(subscribed ? 'users.account.subscribed' : 'users.account.notSubscribed')}
                </span>
              </span>
              <SecondaryButton onClick={() => void doctorActions.setNewsletter(doctor, listId, !subscribed)}>
                {t(subscribed ? 'users.account.unsubscribe' : 'users.account.subscribe')}
              </SecondaryButton>
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-stone-600">{t('users.account.newsletterHint', { email: doctor.email })}</p>
    </section>
  );
}
