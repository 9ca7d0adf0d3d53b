import { useTranslation } from 'react-i18next';
import { WorkshopForm } from './WorkshopForm';
import './workshopTexts';

/** Spec §2 'workshops: new' (staff). */
export default function WorkshopNewPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t('routes.workshopNew')}</h1>
      <WorkshopForm />
    </div>
  );
}
