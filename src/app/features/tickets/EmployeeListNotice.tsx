import { useTranslation } from 'react-i18next';
import type { EmployeeListState } from './useEmployees';

/** What the recipient picker says when its list is not fresh from the server. */
export function EmployeeListNotice({ state }: { state: EmployeeListState }) {
  const { t } = useTranslation();
  if (state === 'current') return null;
  const key = {
    loading: 'tickets.employees.loading',
    offlineCopy: 'tickets.employees.offline',
    offlineNone: 'tickets.employees.offlineEmpty',
    failed: 'tickets.employees.failed',
  }[state];
  return (
    <p
      role="status"
      data-testid="employee-list-notice"
      className={`rounded-md p-2 text-sm ${state === 'loading' ? 'text-stone-600' : 'bg-amber-50 text-amber-900'}`}
    >
      {t(key)}
    </p>
  );
}
