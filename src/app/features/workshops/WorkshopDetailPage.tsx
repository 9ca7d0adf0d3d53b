import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon, PencilSquareIcon } from '@heroicons/react/24/outline';
import { SyncEntity } from '../../../contract/sync';
import { mayManageWorkshops } from '../../../contract/workshopRules';
import { SecondaryButton } from '../../components/Button';
import { notify } from '../../notifications/notify';
import { hasPendingActions } from '../../offline/pendingActions';
import { usePendingActions } from '../../offline/usePendingActions';
import { pathOf } from '../../router/routePaths';
import { useSignedInUser } from '../../session/useSignedInUser';
import { BookingPanel } from './BookingPanel';
import { askConfirmation } from '../../components/confirm/confirmStore';
import { ParticipantList } from './ParticipantList';
import { SlotsBadge } from './SlotsBadge';
import { useBookingOutcome } from './useBookingOutcome';
import { useWorkshop, useWorkshopRegistrations } from './useWorkshops';
import { WorkshopAttachments } from './WorkshopAttachments';
import { workshopActions } from './workshopActions';
import { WorkshopEvents } from './WorkshopEvents';
import { ownRegistration } from './workshopView';
import './workshopTexts';
import { SecondaryLink } from '../../components/SecondaryLink';

/**
 * One workshop (spec §2 'workshops: {id}'), from the mirror, offline too: description, dates (each
 * into the calendar once booked), attachments, the user's booking; for staff also edit, delete,
 * the participants and the waiting list. The page follows the mirror live: a place freed by staff
 * elsewhere shows here as soon as the realtime hint has brought the change.
 */
export default function WorkshopDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const workshop = useWorkshop(id);
  const registrations = useWorkshopRegistrations();
  const pending = usePendingActions(SyncEntity.workshopRegistration);
  const shown = useMemo(() => (workshop ? [workshop] : workshop), [workshop]);
  useBookingOutcome(registrations, shown);

  if (workshop === undefined || registrations === undefined) return null;
  if (workshop === null) {
    return (
      <div className="flex flex-col gap-3">
        <h1 className="text-2xl font-semibold">{t('workshops.detail.notFound')}</h1>
        <Link to={pathOf('list-workshops')} className="text-primary-800 hover:underline">
          {t('workshops.detail.back')}
        </Link>
      </div>
    );
  }
  const own = ownRegistration(registrations, workshop.id, user.uuid);
  const staff = mayManageWorkshops(user.permissions);
  const remove = async () => {
    try {
      await workshopActions.delete(workshop);
      notify.success(t('workshops.staff.deleted'));
      void navigate(pathOf('list-workshops'));
    } catch {
      notify.error(t('workshops.booking.failed'));
    }
  };
  const confirmRemove = async () => {
    const confirmed = await askConfirmation({
      title: t('workshops.staff.deleteTitle'),
      message: t('workshops.staff.deleteText', { title: workshop.title }),
      confirmLabel: t('workshops.staff.delete'),
      tone: 'danger',
    });
    if (confirmed) await remove();
  };

  return (
    <div className="flex min-w-0 flex-col gap-6" data-testid="workshop-detail">
      <Link
        to={pathOf('list-workshops')}
        className="inline-flex items-center gap-1 text-sm text-primary-800 hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        {t('workshops.detail.back')}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-2">
          <h1 className="text-2xl font-semibold break-words">{workshop.title}</h1>
          <p className="flex flex-wrap items-center gap-2">
            <SlotsBadge workshop={workshop} />
            {workshop.topics.map((topic) => (
              <span key={topic} className="rounded bg-stone-100 px-1.5 py-0.5 text-xs text-stone-700">
                {topic}
              </span>
            ))}
          </p>
        </div>
        {staff && (
          <div className="flex flex-wrap gap-2">
            <SecondaryLink to={pathOf('edit-workshop', { id: workshop.id })} data-testid="edit-workshop">
              <PencilSquareIcon className="size-4" aria-hidden="true" />
              {t('workshops.staff.edit')}
            </SecondaryLink>
            <SecondaryButton onClick={() => void confirmRemove()}>
              {t('workshops.staff.delete')}
            </SecondaryButton>
          </div>
        )}
      </div>
      <div className="grid min-w-0 gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <p className="break-words whitespace-pre-line text-stone-800">{workshop.description}</p>
          <WorkshopEvents workshop={workshop} booked={own?.status === 'booked' && !own.pending_outcome} />
          <WorkshopAttachments files={workshop.files} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <BookingPanel
            workshop={workshop}
            registration={own}
            pending={own ? hasPendingActions(pending, own.uuid) : false}
          />
        </div>
      </div>
      {staff && <ParticipantList workshop={workshop} registrations={registrations} />}
    </div>
  );
}
