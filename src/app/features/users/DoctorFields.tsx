import { useTranslation } from 'react-i18next';
import { doctorDisplayName } from '../../../contract/doctors';
import type { DoctorRow } from '../../../db/rows';
import { formatDate } from '../../i18n/formatDate';

/**
 * The §2 columns of one doctor as the table and the cards show them; one place, so the two
 * renderings never disagree. `online` is null while unknown (offline, or before the first poll).
 */
export function useDoctorFields(online: ReadonlySet<string> | null) {
  const { t, i18n } = useTranslation();
  return {
    online: (doctor: DoctorRow) => <OnlineDot state={online === null ? null : online.has(doctor.uuid)} />,
    name: (doctor: DoctorRow) => doctorDisplayName({ ...doctor, titel: null }),
    address: (doctor: DoctorRow) =>
      [doctor.strasse, [doctor.plz, doctor.ort].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    invited: (doctor: DoctorRow) =>
      doctor.invited_at
        ? t('users.invited.yes', { date: formatDate(doctor.invited_at, i18n.resolvedLanguage) })
        : t('users.invited.no'),
    status: (doctor: DoctorRow) => (
      <span className="inline-flex flex-wrap gap-1">
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${doctor.status === 'active' ? 'bg-green-50 text-green-900' : 'bg-stone-100 text-stone-700'}`}
        >
          {t(`users.status.${doctor.status}`)}
        </span>
        {doctor.locked && (
          <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800">
            {t('users.status.locked')}
          </span>
        )}
      </span>
    ),
  };
}

function OnlineDot({ state }: { state: boolean | null }) {
  const { t } = useTranslation();
  const label = t(state === null ? 'users.online.unknown' : state ? 'users.online.yes' : 'users.online.no');
  const colour = state === null ? 'bg-stone-300' : state ? 'bg-green-600' : 'bg-stone-400';
  return (
    <span className="inline-flex items-center gap-1.5 text-xs text-stone-600" data-testid="doctor-online">
      <span className={`size-2.5 rounded-full ${colour}`} aria-hidden="true" />
      {label}
    </span>
  );
}
