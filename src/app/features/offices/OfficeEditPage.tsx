import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathOf } from '../../router/routePaths';
import { OfficeForm } from './OfficeForm';
import { useMirroredOffice } from './useMirroredOffice';
import './officeTexts';

/** Editing an office (the gate 'edit offices'; {id} is the id or the uuid), through the outbox. */
export default function OfficeEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const office = useMirroredOffice(id);
  if (office === undefined) return null;
  return (
    <div className="flex min-w-0 flex-col gap-5">
      <Link to={pathOf('list-offices')} className="text-sm font-medium text-primary-700 hover:underline">
        {t('offices.detail.back')}
      </Link>
      <h1 className="text-2xl font-semibold break-words">{t('routes.officeEdit')}</h1>
      {office === null ? (
        <p className="text-stone-700">{t('offices.detail.notFound')}</p>
      ) : (
        <OfficeForm key={office.id} office={office} />
      )}
    </div>
  );
}
