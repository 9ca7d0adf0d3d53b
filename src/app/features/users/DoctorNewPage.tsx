import { useTranslation } from 'react-i18next';
import { DoctorForm } from './DoctorForm';
import './userTexts';

/** Spec §2 'users: new': a new doctor's master data (admin only). */
export default function DoctorNewPage() {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-0 flex-col gap-5">
      <h1 className="text-2xl font-semibold">{t('routes.userNew')}</h1>
      <DoctorForm />
    </div>
  );
}
