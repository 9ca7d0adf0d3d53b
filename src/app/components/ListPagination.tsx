import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '@heroicons/react/20/solid';
import { PAGE_SIZES } from '../../contract/constants';
import { SelectField } from './SelectField';
import './componentTexts';

/**
 * Page size (spec §9: 10, 20, 50, 100) and previous/next page with where the user is: one pager for
 * every paged list (reports, tickets, doctors, offices).
 */
export function ListPagination({
  page,
  lastPage,
  perPage,
  total,
  onPage,
  onPerPage,
}: {
  page: number;
  lastPage: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}) {
  const { t } = useTranslation();
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  const arrow = 'rounded-md p-1.5 ring-1 ring-stone-300 hover:bg-stone-50 disabled:opacity-40';
  return (
    <nav
      aria-label={t('pagination.label')}
      className="flex flex-wrap items-end justify-between gap-4 text-sm"
    >
      <div className="w-40">
        <SelectField
          label={t('pagination.perPage')}
          value={String(perPage)}
          onChange={(event) => onPerPage(Number(event.target.value))}
          options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-stone-600">{t('pagination.range', { from, to, total })}</span>
        <span className="text-stone-600">{t('pagination.page', { page, lastPage })}</span>
        <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)} className={arrow}>
          <span className="sr-only">{t('pagination.previous')}</span>
          <ChevronLeftIcon className="size-5" aria-hidden="true" />
        </button>
        <button type="button" disabled={page >= lastPage} onClick={() => onPage(page + 1)} className={arrow}>
          <span className="sr-only">{t('pagination.next')}</span>
          <ChevronRightIcon className="size-5" aria-hidden="true" />
        </button>
      </div>
    </nav>
  );
}
