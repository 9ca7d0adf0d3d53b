import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { LIST_STATES } from './analysisListView';
import type { CatalogueListParams } from './catalogueListParams';

/** The lists' search and state filter, and whatever else a list filters by (the group). */
export function CatalogueFilters({
  params,
  onChange,
  children,
}: {
  params: CatalogueListParams;
  onChange: (change: Partial<CatalogueListParams>) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="w-full min-w-0 sm:w-72">
        <TextField
          label={t('analyses.search')}
          type="search"
          value={params.search}
          onChange={(event) => onChange({ search: event.target.value })}
        />
      </div>
      {children}
      <div className="w-full min-w-0 sm:w-48">
        <SelectField
          label={t('analyses.state')}
          value={params.state}
          onChange={(event) => onChange({ state: event.target.value as CatalogueListParams['state'] })}
          options={LIST_STATES.map((state) => ({ value: state, label: t(`analyses.states.${state}`) }))}
        />
      </div>
    </div>
  );
}
