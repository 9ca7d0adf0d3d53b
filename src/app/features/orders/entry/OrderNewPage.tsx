import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PlusIcon } from '@heroicons/react/20/solid';
import { SecondaryButton } from '../../../components/Button';
import { askConfirmation } from '../../../components/confirm/confirmStore';
import { mirror } from '../../../offline/syncSession';
import { pathOf } from '../../../router/routePaths';
import { useSignedInUser } from '../../../session/useSignedInUser';
import { DraftList } from './DraftList';
import { discardDraft, type OpenDraft } from './orderDrafts';
import { OrderEntryForm } from './OrderEntryForm';
import { OrderNumberNotice } from './OrderNumberNotice';
import { useCatalogue, useNumberSupply, useOpenDrafts, useOwnOffices } from './useEntryData';
import './entryTexts';

/**
 * 'Neuer Auftrag' (issue 28): the doctor's drafts on this device to resume, the order number
 * supply, and the form, offline as online. `?draft=<uuid>` resumes a draft; without it the form
 * starts a new one, which becomes a draft with the first thing typed.
 */
export default function OrderNewPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const requested = params.get('draft');
  // A new order's uuid: one per visit of the page without a draft.
  const freshId = useMemo(() => crypto.randomUUID(), [location.key]); // eslint-disable-line react-hooks/exhaustive-deps
  const draftId = requested ?? freshId;
  const catalogue = useCatalogue();
  const offices = useOwnOffices(user.id);
  const drafts = useOpenDrafts();
  const { free, online } = useNumberSupply();
  const draft = drafts?.find((candidate) => candidate.id === draftId);
  // The form reads its draft once, when it opens (then it is the draft's only writer).
  const [opened, setOpened] = useState<{ id: string; draft: OpenDraft | null } | null>(null);
  if (drafts !== undefined && opened?.id !== draftId) setOpened({ id: draftId, draft: draft ?? null });

  // The new order became a draft: the address names it, so a reload resumes it. Once per draft, from
  // an effect: the router's navigation completes after its loader, and a navigation started while
  // rendering would start again with every render until then.
  const named = useRef<string | null>(null);
  const becameDraft = !requested && draft !== undefined;
  useEffect(() => {
    if (!becameDraft || named.current === draftId) return;
    named.current = draftId;
    void navigate(`${pathOf('new-order')}?draft=${encodeURIComponent(draftId)}`, { replace: true });
  }, [becameDraft, draftId, navigate]);

  const discard = async (chosen: OpenDraft) => {
    const confirmed = await askConfirmation({
      title: t('orderEntry.discard.title'),
      message: t('orderEntry.discard.message'),
      confirmLabel: t('orderEntry.discard.confirm'),
      tone: 'danger',
    });
    if (!confirmed) return;
    await discardDraft(mirror(), chosen.id);
    if (chosen.id === draftId) void navigate(pathOf('new-order'));
  };

  const ready = catalogue && offices && drafts && free !== undefined && opened?.id === draftId;
  return (
    <div className="flex max-w-6xl min-w-0 flex-col gap-6" data-testid="order-new-page">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold">{t('routes.newOrder')}</h1>
        {requested && (
          <SecondaryButton onClick={() => void navigate(pathOf('new-order'))} data-testid="order-new">
            <PlusIcon className="size-4" aria-hidden="true" />
            {t('orderEntry.newOrder')}
          </SecondaryButton>
        )}
      </div>
      {free !== undefined && <OrderNumberNotice free={free} online={online} />}
      {drafts && (
        <DraftList drafts={drafts} currentId={draftId} onDiscard={(chosen) => void discard(chosen)} />
      )}
      {requested && drafts && !draft && opened?.draft === null ? (
        <p className="text-sm text-stone-700">{t('orderEntry.drafts.gone')}</p>
      ) : ready ? (
        <section className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6">
          <OrderEntryForm
            key={draftId}
            draftId={draftId}
            initial={opened.draft}
            catalogue={catalogue}
            offices={offices}
            user={user}
            numbersLeft={free}
            online={online}
          />
        </section>
      ) : null}
    </div>
  );
}
