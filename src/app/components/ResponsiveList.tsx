import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ListPagination } from './ListPagination';
import { SelectField } from './SelectField';
import { useWideScreen } from './useWideScreen';
import './componentTexts';

/**
 * The shell of a list page over the mirror (the administration's doctors and offices): heading with
 * its buttons, the active/inactive tabs, the count, the sort pickers, and one page of rows as a
 * table from 1280 px or one card per row below (issue 11), then the pager. The feature fills in
 * the texts, its table and its cards.
 */
export interface ResponsiveListSort {
  value: string;
  desc: boolean;
  options: { value: string; label: string }[];
  onChange: (next: { sortBy?: string; sortDesc?: boolean }) => void;
}

export interface ResponsiveListProps {
  title: string;
  actions?: ReactNode;
  tabs: { to: string; label: string }[];
  tabsLabel: string;
  /** Undefined while the mirror is read. */
  page?: { total: number; page: number; lastPage: number; perPage: number };
  count: string;
  countTestId: string;
  empty: string;
  /** The sort pickers; the table sorts by its headers where it can (`sortInTable`). */
  sort: ResponsiveListSort;
  sortInTable?: boolean;
  table: () => ReactNode;
  cards: () => ReactNode;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}

export function ResponsiveList(props: ResponsiveListProps) {
  const { t } = useTranslation();
  const wide = useWideScreen();
  const { page, sort } = props;
  const tab =
    'rounded-md px-3 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-100 aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-800';
  return (
    <div className="flex min-w-0 flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{props.title}</h1>
        {props.actions && <div className="flex flex-wrap gap-2">{props.actions}</div>}
      </div>
      <nav className="flex flex-wrap gap-2" aria-label={props.tabsLabel}>
        {props.tabs.map((link) => (
          <NavLink key={link.to} end to={link.to} className={tab}>
            {link.label}
          </NavLink>
        ))}
      </nav>
      {page && (
        <>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <p className="text-sm text-stone-600" data-testid={props.countTestId}>
              {props.count}
            </p>
            {!(wide && props.sortInTable) && (
              <div className="flex flex-wrap items-end gap-2">
                <div className="w-44">
                  <SelectField
                    label={t('listSort.sortBy')}
                    value={sort.value}
                    onChange={(event) => sort.onChange({ sortBy: event.target.value })}
                    options={sort.options}
                  />
                </div>
                <div className="w-36">
                  <SelectField
                    label={t('listSort.direction')}
                    value={sort.desc ? 'desc' : 'asc'}
                    onChange={(event) => sort.onChange({ sortDesc: event.target.value === 'desc' })}
                    options={[
                      { value: 'asc', label: t('listSort.ascending') },
                      { value: 'desc', label: t('listSort.descending') },
                    ]}
                  />
                </div>
              </div>
            )}
          </div>
          {page.total === 0 && <p className="text-stone-600">{props.empty}</p>}
          {page.total > 0 && (wide ? props.table() : props.cards())}
          <ListPagination
            page={page.page}
            lastPage={page.lastPage}
            perPage={page.perPage}
            total={page.total}
            onPage={props.onPage}
            onPerPage={props.onPerPage}
          />
        </>
      )}
    </div>
  );
}

/** The white, scrollable frame of a list's table. */
export function ListTable({
  testId,
  head,
  children,
}: {
  testId: string;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-stone-200">
      <table className="w-full text-sm" data-testid={testId}>
        <thead className="border-b border-stone-200">
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-stone-100">{children}</tbody>
      </table>
    </div>
  );
}

/** One card of a list below 1280 px; `ListCards` holds them. */
export function ListCard({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <li
      data-testid={testId}
      className="flex min-w-0 flex-col gap-2 rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      {children}
    </li>
  );
}

export const ListCards = ({ children }: { children: ReactNode }) => (
  <ul className="flex flex-col gap-3">{children}</ul>
);

/** A card's labelled fields. */
export const CardFacts = ({ children }: { children: ReactNode }) => (
  <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">{children}</dl>
);

export const LIST_HEAD_CELL =
  'px-2 py-2 text-left text-xs font-semibold tracking-wide text-stone-600 uppercase';
