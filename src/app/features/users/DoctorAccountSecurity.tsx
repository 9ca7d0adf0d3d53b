import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { doctorDisplayName } from '../../../contract/doctors';
import type { DoctorRow } from '../../../db/rows';
import { formatDateTime } from '../../i18n/formatDate';
import { ACCOUNT_CARD } from './DoctorAccountDetails';
import { DoctorRowActions } from './DoctorRowActions';
import { useDoctorFields } from './DoctorFields';
import './userTexts';

/**
 * Another user's account page 'security' (spec §2, administrators): the second factor (which and
 * whether set up), the last two sign-ins, and what the administration does to the account: reset
 * (clears credentials and second factor and invites again) and lock or unlock.
 */
export function DoctorAccountSecurity({ doctor }: { doctor: DoctorRow }) {
  const { t, i18n } = useTranslation();
  const fields = useDoctorFields(null);
  const when = (iso: string | null | undefined) =>
    iso ? formatDateTime(iso, i18n.resolvedLanguage) : t('users.account.never');
  const facts: [string, ReactNode][] = [
    [t('users.account.twoFactorType'), t(`users.account.twoFactor.${doctor.two_factor_type ?? 'none'}`)],
    [
      t('users.account.twoFactorConfirmed'),
      t(doctor.two_factor_confirmed ? 'users.account.yes' : 'users.account.no'),
    ],
    [t('users.account.credentialsSet'), t(doctor.credentials_set ? 'users.account.yes' : 'users.account.no')],
    [t('users.account.lastLogin'), when(doctor.last_login_at)],
    [t('users.account.previousLogin'), when(doctor.previous_login_at)],
    [t('users.list.status'), fields.status(doctor)],
  ];
  return (
    <section className={`${ACCOUNT_CARD} flex flex-col gap-4`} data-testid="doctor-account-security">
      <h2 className="text-lg font-semibold break-words">
        {t('users.account.securityOf', { name: doctorDisplayName(doctor) })}
      </h2>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-600">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <DoctorRowActions doctor={doctor} showLink={false} only={['reset', 'lock', 'unlock']} />
    </section>
  );
}
