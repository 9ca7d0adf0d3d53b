import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useWorkshop } from './useWorkshops';
import { WorkshopForm } from './WorkshopForm';
import './workshopTexts';

/** Spec §2 'workshops: {id}/edit' (staff), from the mirrored workshop. */
export default function WorkshopEditPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const workshop = useWorkshop(id);
  if (workshop === undefined) return null;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t('routes.workshopEdit')}</h1>
      {workshop === null ? (
        <p>{t('workshops.detail.notFound')}</p>
      ) : (
        <WorkshopForm key={workshop.id} workshop={workshop} />
      )}
    </div>
  );
}
