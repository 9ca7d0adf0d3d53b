import { useTranslation } from 'react-i18next';
import { analysisName, TUBES } from '../../../contract/analyses';
import type { OrderItem } from '../../../contract/orders';
import { tubesWithItems } from './orderDetailView';

/**
 * The ordered analyses grouped by tube, numbered as the labels number them: each tube with its cap
 * colour (a swatch; its name says the same for those who cannot see it), its material, and its
 * analyses with the billing category each is ordered under.
 */
export function OrderTubes({ items }: { items: readonly OrderItem[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'de';
  return (
    <section
      aria-labelledby="order-analyses-heading"
      className="flex min-w-0 flex-col gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="order-analyses-heading" className="text-sm font-medium text-stone-500">
        {t('orders.detail.analyses')}
      </h2>
      <ol className="flex flex-col gap-3">
        {tubesWithItems(items).map((tube) => (
          <li key={tube.index} data-testid="order-tube" data-tube={tube.tube} className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
              <span
                aria-hidden="true"
                className="inline-block size-4 shrink-0 rounded-full ring-1 ring-stone-400"
                style={{ backgroundColor: TUBES[tube.tube].colour }}
              />
              <span>{t('orders.detail.tube', { index: tube.index })}</span>
              <span className="font-normal text-stone-700">
                {t(`tube.${tube.tube}`)} · {t(`material.${tube.material}`)}
              </span>
            </p>
            <ul className="mt-1 divide-y divide-stone-100 text-sm">
              {tube.items.map((item) => (
                <li
                  key={item.analysis_id}
                  data-testid="order-item"
                  className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-1.5 pl-6"
                >
                  <span className="min-w-0 break-words">
                    <code className="mr-2 text-xs text-stone-600">{item.code}</code>
                    {analysisName(item, language)}
                    {item.profile_id !== null && (
                      <span className="ml-2 text-xs text-stone-500">{t('orders.detail.fromProfile')}</span>
                    )}
                  </span>
                  <span className="text-xs text-stone-600">
                    <span className="sr-only">{t('orders.detail.billing')}: </span>
                    {t(`billing.${item.billing}`)}
                  </span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
