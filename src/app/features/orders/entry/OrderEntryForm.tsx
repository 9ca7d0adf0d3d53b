import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { AuthUser } from '../../../../contract/authUser';
import type { BillingCategory } from '../../../../contract/analyses';
import { ORDER_URGENCIES, SAMPLE_TIME_KINDS } from '../../../../contract/orders';
import type { AnalysisProfileRow, OfficeRow } from '../../../../db/rows';
import { DangerButton, PrimaryButton, SecondaryButton } from '../../../components/Button';
import { askConfirmation } from '../../../components/confirm/confirmStore';
import { SelectField } from '../../../components/SelectField';
import { TextAreaField } from '../../../components/TextAreaField';
import { TextField } from '../../../components/TextField';
import { notify } from '../../../notifications/notify';
import { mirror } from '../../../offline/syncSession';
import { useMirror } from '../../../offline/useMirror';
import { errorsByPath } from '../../../api/fieldErrorPaths';
import { pathOf } from '../../../router/routePaths';
import { addAnalysis, addProfile, billAllAs, removeProfile } from './analysisChoice';
import { AnalysisPicker } from './AnalysisPicker';
import { ChosenAnalyses } from './ChosenAnalyses';
import { favouriteActions, favouritesOf, isFavourite, type FavouriteItem } from './favouriteActions';
import { orderToPrint, sendOrder, type DraftFacts, type OrderOutcome } from './orderActions';
import { discardDraft, type DraftContent } from './orderDrafts';
import {
  emptyOrderValues,
  orderFormResolver,
  refusalMessages,
  type OrderFormContext,
  type OrderFormValues,
} from './orderForm';
import { PatientFields } from './PatientFields';
import { useDraftAutosave } from './useDraftAutosave';
import { useDraftNumber, type EntryCatalogue } from './useEntryData';

/**
 * The order form (issue 28). Everything typed is kept as a sealed draft on the device a moment
 * after typing pauses, so a reload, a lost battery or a locked vault loses nothing. Checked on the
 * device by the contract's rules (orderFormResolver), the same the server applies; the labels
 * and the sheet print from the draft under the number it takes then, and sending queues it.
 */
export function OrderEntryForm({
  draftId,
  initial,
  catalogue,
  offices,
  user,
  numbersLeft,
  online,
}: {
  draftId: string;
  initial: DraftContent | null;
  catalogue: EntryCatalogue;
  offices: readonly OfficeRow[];
  user: AuthUser;
  numbersLeft: number;
  online: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const officeIds = useMemo(() => offices.map((office) => Number(office.id)), [offices]);
  const context = useMemo<OrderFormContext>(
    () => ({ catalogue: catalogue.byId, officeIds, now: () => new Date() }),
    [catalogue.byId, officeIds],
  );
  const form = useForm<OrderFormValues, OrderFormContext>({
    resolver: orderFormResolver,
    context,
    defaultValues: initial?.values ?? emptyOrderValues(new Date(), officeIds),
  });
  const { control, register, setValue } = form;
  const items = useWatch({ control, name: 'items' });
  const officeValue = useWatch({ control, name: 'office_id' });
  // The refusal the draft came back with: shown until the doctor sends again.
  const [refusal] = useState(initial?.refusal ?? null);
  const number = useDraftNumber(draftId);

  const cancelAutosave = useDraftAutosave(form, draftId, refusal);

  const officeId = offices.length === 0 ? null : officeValue === '' ? undefined : Number(officeValue);
  const favouriteRows = useMirror((db) => db.orderFavourite.toArray()) ?? [];
  const favourites = officeId === undefined ? [] : favouritesOf(favouriteRows, officeId, user.id);
  const office = offices.find((candidate) => Number(candidate.id) === officeId) ?? null;
  const facts: DraftFacts = { context, analyses: catalogue.byId, office, doctor: user };

  const errors = {
    ...(refusal && !form.formState.isSubmitted ? refusalMessages(refusal.errors) : {}),
    ...errorsByPath(form.formState.errors),
  };
  const chosenIds = new Set(items.map((item) => item.analysis_id));
  const chosenProfileIds = new Set(
    items.flatMap((item) => (item.profile_id === null ? [] : [item.profile_id])),
  );
  const setItems = (next: OrderFormValues['items']) =>
    setValue('items', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const toggleAnalysis = (id: number) =>
    setItems(
      chosenIds.has(id)
        ? items.filter((item) => item.analysis_id !== id)
        : addAnalysis(items, id, catalogue.byId),
    );
  const toggleProfile = (profile: AnalysisProfileRow) => {
    const id = Number(profile.id);
    setItems(
      chosenProfileIds.has(id) ? removeProfile(items, id) : addProfile(items, profile, catalogue.byId),
    );
  };
  const billAll = (billing: BillingCategory) => {
    const { items: billed, kept } = billAllAs(items, billing, catalogue.byId);
    setItems(billed);
    if (kept > 0)
      notify.info(t('orderEntry.chosen.someKept', { count: kept, billing: t(`billing.${billing}`) }));
  };
  const toggleFavourite = (item: FavouriteItem) => {
    if (officeId === undefined) return;
    const existing = isFavourite(favourites, item);
    void (existing ? favouriteActions.remove(existing) : favouriteActions.add(officeId, user.id, item));
  };

  /** Shows why an action could not go on; true when the order went through. */
  const settled = (outcome: OrderOutcome): outcome is Extract<OrderOutcome, { ok: true }> => {
    if (outcome.ok) return true;
    if ('noNumber' in outcome) notify.error(t('orderEntry.numbers.noneLeft'));
    return false;
  };
  const printValues = async (document: 'roll' | 'a4' | 'sheet', values: OrderFormValues) => {
    const outcome = await orderToPrint(draftId, values, facts);
    if (!settled(outcome)) return;
    try {
      const printing = await import('../print');
      await (document === 'sheet'
        ? printing.printOrderSheet(outcome.order)
        : printing.printOrderLabels(outcome.order, document));
    } catch {
      notify.error(t('orderEntry.printFailed'));
    }
  };
  const print = (document: 'roll' | 'a4' | 'sheet') =>
    form.handleSubmit((values) => printValues(document, values))();
  const sendValues = async (values: OrderFormValues) => {
    // Sending saves the values itself; a later autosave would bring the sent draft back.
    cancelAutosave();
    const outcome = await sendOrder(draftId, values, facts);
    if (!settled(outcome)) return;
    notify.success(t(online ? 'orderEntry.sent' : 'orderEntry.queued', { number: outcome.order.number }));
    void navigate(pathOf('show-order', { uuid: draftId }));
  };
  const discard = async () => {
    const confirmed = await askConfirmation({
      title: t('orderEntry.discard.title'),
      message: t('orderEntry.discard.message'),
      confirmLabel: t('orderEntry.discard.confirm'),
      tone: 'danger',
    });
    if (!confirmed) return;
    cancelAutosave();
    await discardDraft(mirror(), draftId);
    void navigate(pathOf('new-order'));
  };
  const blocked = number === null && numbersLeft === 0;

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(sendValues)(event)}
      className="flex min-w-0 flex-col gap-6"
      data-testid="order-form"
    >
      {refusal && (
        <div
          className="rounded-md bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200"
          role="alert"
          data-testid="order-refusal"
        >
          <p className="font-semibold">{t('orderEntry.refused.title')}</p>
          <p>{refusal.message}</p>
          <p className="mt-1">{t('orderEntry.refused.hint')}</p>
        </div>
      )}
      <p className="text-sm text-stone-700" data-testid="order-number">
        {number === null ? t('orderEntry.number.none') : t('orderEntry.number.held', { number })}
      </p>
      <PatientFields register={register} errors={errors} />
      {offices.length > 1 && (
        <SelectField
          label={t('orderEntry.office')}
          error={errors['office_id']}
          options={[
            { value: '', label: t('orderEntry.choose') },
            ...offices.map((candidate) => ({
              value: candidate.id,
              label: candidate.bsnr ? `${candidate.name} (BSNR ${candidate.bsnr})` : candidate.name,
            })),
          ]}
          {...register('office_id')}
        />
      )}
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-2 text-base font-semibold text-stone-900">{t('orderEntry.analyses')}</legend>
        <div className="grid min-w-0 gap-4 lg:grid-cols-2">
          <AnalysisPicker
            catalogue={catalogue}
            chosenIds={chosenIds}
            chosenProfileIds={chosenProfileIds}
            onAnalysis={toggleAnalysis}
            onProfile={toggleProfile}
            favourites={favourites}
            onFavourite={toggleFavourite}
          />
          <ChosenAnalyses
            items={items}
            catalogue={catalogue}
            errors={errors}
            onBilling={(index, billing) =>
              setItems(items.map((item, at) => (at === index ? { ...item, billing } : item)))
            }
            onBillAll={billAll}
            onRemove={(index) => setItems(items.filter((_, at) => at !== index))}
          />
        </div>
      </fieldset>
      <fieldset className="grid min-w-0 gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-stone-900">{t('orderEntry.clinical')}</legend>
        <div className="sm:col-span-2">
          <TextAreaField
            label={t('orderEntry.clinicalQuestion')}
            rows={3}
            error={errors['clinical_question']}
            {...register('clinical_question')}
          />
        </div>
        <TextField
          label={t('orderEntry.icd10')}
          placeholder="E11.9 N18.3"
          autoComplete="off"
          error={errors['icd10']}
          {...register('icd10')}
        />
        <SelectField
          label={t('orderEntry.urgency')}
          error={errors['urgency']}
          options={ORDER_URGENCIES.map((urgency) => ({
            value: urgency,
            label: t(`orderEntry.urgencies.${urgency}`),
          }))}
          {...register('urgency')}
        />
        <TextField
          type="datetime-local"
          label={t('orderEntry.sampledAt')}
          error={errors['sampled_at']}
          {...register('sampled_at')}
        />
        <SelectField
          label={t('orderEntry.sampleTimeKind')}
          options={SAMPLE_TIME_KINDS.map((kind) => ({
            value: kind,
            label: t(`orderEntry.sampleTimeKinds.${kind}`),
          }))}
          {...register('sample_time_kind')}
        />
      </fieldset>
      {blocked && (
        <p className="text-sm text-red-800" role="alert">
          {t('orderEntry.numbers.blocked')}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <PrimaryButton type="submit" disabled={blocked} data-testid="order-send">
          {t('orderEntry.send')}
        </PrimaryButton>
        <SecondaryButton
          disabled={blocked}
          onClick={() => void print('roll')}
          data-testid="order-labels-roll"
        >
          {t('orderEntry.labelsRoll')}
        </SecondaryButton>
        <SecondaryButton disabled={blocked} onClick={() => void print('a4')} data-testid="order-labels-a4">
          {t('orderEntry.labelsA4')}
        </SecondaryButton>
        <SecondaryButton disabled={blocked} onClick={() => void print('sheet')} data-testid="order-sheet">
          {t('orderEntry.sheet')}
        </SecondaryButton>
        <DangerButton className="sm:ml-auto" onClick={() => void discard()} data-testid="order-discard">
          {t('orderEntry.discard.button')}
        </DangerButton>
      </div>
    </form>
  );
}
