import { useTranslation } from 'react-i18next';
import { XMarkIcon } from '@heroicons/react/20/solid';
import { analysisName, BILLING_CATEGORIES, type BillingCategory } from '../../../../contract/analyses';
import { orderTubes } from '../../../../contract/orderRules';
import type { OrderItemValues } from './orderForm';
import { TubeSwatch } from './TubeSwatch';
import type { EntryCatalogue } from './useEntryData';

/**
 * The chosen analyses: each with its material and tube, the profile it came from and its billing
 * category (only those the catalogue allows), a quick 'all to ...', and the tubes the order needs.
 * Messages of the rules stand by the analysis they concern.
 */
export function ChosenAnalyses({
  items,
  catalogue,
  errors,
  onBilling,
  onBillAll,
  onRemove,
}: {
  items: readonly OrderItemValues[];
  catalogue: EntryCatalogue;
  errors: Record<string, string>;
  onBilling: (index: number, billing: BillingCategory) => void;
  onBillAll: (billing: BillingCategory) => void;
  onRemove: (index: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'de';
  const profileName = (id: number) => {
    const profile = catalogue.profiles.find((candidate) => Number(candidate.id) === id);
    return profile ? analysisName(profile, language) : '';
  };
  const tubes = orderTubes(
    items.flatMap((item) => {
      const analysis = catalogue.byId.get(item.analysis_id);
      return analysis
        ? [{ analysis_id: item.analysis_id, tube: analysis.tube, material: analysis.material }]
        : [];
    }),
  );
  return (
    <section
      className="flex min-w-0 flex-col gap-2"
      aria-labelledby="chosen-analyses"
      data-testid="chosen-analyses"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="chosen-analyses" className="font-semibold text-stone-900">
          {t('orderEntry.chosen.title', { count: items.length })}
        </h3>
        {items.length > 1 && (
          <div
            className="flex flex-wrap items-center gap-1 text-sm"
            role="group"
            aria-label={t('orderEntry.chosen.allTo')}
          >
            <span className="text-stone-600">{t('orderEntry.chosen.allTo')}</span>
            {BILLING_CATEGORIES.map((billing) => (
              <button
                key={billing}
                type="button"
                onClick={() => onBillAll(billing)}
                className="rounded-full px-2 py-0.5 text-xs ring-1 ring-stone-300 hover:bg-stone-50"
                data-testid={`bill-all-${billing}`}
              >
                {t(`billing.${billing}`)}
              </button>
            ))}
          </div>
        )}
      </div>
      {errors['items'] && (
        <p className="text-sm text-red-700" role="alert">
          {t(errors['items'])}
        </p>
      )}
      {items.length === 0 ? (
        <p className="text-sm text-stone-600">{t('orderEntry.chosen.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((item, index) => {
            const analysis = catalogue.byId.get(item.analysis_id);
            const error = errors[`items.${index}.analysis_id`] ?? errors[`items.${index}.billing`];
            const name = analysis ? analysisName(analysis, language) : `#${item.analysis_id}`;
            return (
              <li
                key={item.analysis_id}
                className={`flex flex-col gap-2 rounded-md bg-stone-50 p-2 ring-1 sm:flex-row sm:items-center ${error ? 'ring-red-600' : 'ring-stone-200'}`}
                data-testid="chosen-analysis"
              >
                <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <p className="flex min-w-0 items-center gap-2 text-sm">
                    <span className="font-mono text-xs text-stone-600">{analysis?.code}</span>
                    <span className="min-w-0 font-medium break-words">{name}</span>
                  </p>
                  {analysis && (
                    <p className="flex flex-wrap items-center gap-x-2 text-xs text-stone-600">
                      <TubeSwatch tube={analysis.tube} />
                      <span>
                        {t(`material.${analysis.material}`)} · {t(`tube.${analysis.tube}`)} ·{' '}
                        {t(`transport.${analysis.transport}`)}
                      </span>
                      {item.profile_id !== null && (
                        <span
                          className="rounded bg-primary-50 px-1.5 text-primary-800"
                          data-testid="from-profile"
                        >
                          {t('orderEntry.chosen.fromProfile', { name: profileName(item.profile_id) })}
                        </span>
                      )}
                    </p>
                  )}
                  {error && <p className="text-sm text-red-700">{t(error)}</p>}
                </div>
                <div className="flex items-center gap-1">
                  <select
                    value={item.billing}
                    onChange={(event) => onBilling(index, event.target.value as BillingCategory)}
                    aria-label={t('orderEntry.chosen.billingOf', { name })}
                    className="min-w-0 flex-1 rounded-md border border-stone-300 bg-white px-2 py-1 text-sm sm:flex-none"
                    data-testid="item-billing"
                  >
                    {(analysis?.billing ?? [item.billing]).map((billing) => (
                      <option key={billing} value={billing}>
                        {t(`billing.${billing}`)}
                      </option>
                    ))}
                  </select>
                  <button
                    type="button"
                    onClick={() => onRemove(index)}
                    className="rounded-md p-2 text-stone-600 hover:bg-stone-200"
                    title={t('orderEntry.chosen.remove', { name })}
                  >
                    <span className="sr-only">{t('orderEntry.chosen.remove', { name })}</span>
                    <XMarkIcon className="size-4" aria-hidden="true" />
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {tubes.length > 0 && (
        <p className="text-sm text-stone-700" data-testid="order-tubes">
          {t('orderEntry.chosen.tubes', { count: tubes.length })}{' '}
          {tubes.map((tube) => t(`tube.${tube.tube}`)).join(', ')}
        </p>
      )}
    </section>
  );
}
