import { useTranslation } from 'react-i18next';
import { OfficeForm } from './OfficeForm';
import './officeTexts';

/** A new office (the gate 'create offices'; online only, as a new doctor). */
export default function OfficeNewPage() {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-0 flex-col gap-5">
      <h1 className="text-2xl font-semibold">{t('routes.officeNew')}</h1>
      <OfficeForm />
    </div>
  );
}
