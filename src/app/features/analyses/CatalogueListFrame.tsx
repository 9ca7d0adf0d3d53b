import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../components/ListPagination';
import { Spinner } from '../../components/Spinner';
import { CatalogueFilters } from './CatalogueFilters';
import { CatalogueHeader } from './CatalogueHeader';
import type { CatalogueListParams } from './catalogueListParams';

interface CataloguePage<T> {
  rows: T[];
  page: number;
  lastPage: number;
  total: number;
}

interface CatalogueListFrameProps<T> {
  newLabel: string;
  onNew: () => void;
  params: CatalogueListParams;
  onChange: (next: Partial<CatalogueListParams>) => void;
  /** Filters beside the search and state (the analyses' group). */
  filters?: ReactNode;
  /** Undefined while the mirror is read. */
  page: CataloguePage<T> | undefined;
  count: { testId: string; text: (total: number) => string };
  renderRow: (row: T) => ReactNode;
}

/** The frame both catalogue lists share: header, filters, count, the rows or 'none', the pages. */
export function CatalogueListFrame<T>({
  newLabel,
  onNew,
  params,
  onChange,
  filters,
  page,
  count,
  renderRow,
}: CatalogueListFrameProps<T>) {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-0 flex-col gap-5">
      <CatalogueHeader newLabel={newLabel} onNew={onNew} />
      <CatalogueFilters params={params} onChange={onChange}>
        {filters}
      </CatalogueFilters>
      {page === undefined ? (
        <Spinner label={t('analyses.loading')} />
      ) : (
        <>
          <p className="text-sm text-stone-600" data-testid={count.testId}>
            {count.text(page.total)}
          </p>
          {page.rows.length === 0 ? (
            <p className="text-sm text-stone-600">{t('analyses.empty')}</p>
          ) : (
            <ul className="flex flex-col gap-2">{page.rows.map(renderRow)}</ul>
          )}
          <ListPagination
            page={page.page}
            lastPage={page.lastPage}
            perPage={params.perPage}
            total={page.total}
            onPage={(next) => onChange({ page: next })}
            onPerPage={(perPage) => onChange({ perPage })}
          />
        </>
      )}
    </div>
  );
}
