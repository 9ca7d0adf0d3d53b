import { useEffect, useState } from 'react';
import { employeeListSchema, type Employee } from '../../../contract/tickets';
import { getMeta, MetaKey, setMeta } from '../../../db/metaKeys';
import { request } from '../../api/http';
import { useBrowserOnline, useMirror } from '../../offline/useMirror';
import { mirror } from '../../offline/syncSession';

/**
 * Whom a ticket can be addressed or forwarded to (`GET /api/users/employees`). The list is not in
 * the change feed: it needs the network. Every successful answer is kept in the mirror's meta, so
 * the dialogs offer the last list offline and say that it may be out of date; without any copy
 * they say that the list needs a connection.
 */
export type EmployeeListState = 'loading' | 'current' | 'offlineCopy' | 'offlineNone' | 'failed';

export function useEmployees(): { employees: Employee[]; state: EmployeeListState } {
  const online = useBrowserOnline();
  const cached = useMirror((db) => getMeta(db, MetaKey.ticketEmployees));
  const [fetched, setFetched] = useState<'idle' | 'done' | 'failed'>('idle');
  useEffect(() => {
    if (!online) return;
    let cancelled = false;
    request<unknown>('/api/users/employees')
      .then(async (json) => {
        const { data } = employeeListSchema.parse(json);
        await setMeta(mirror(), MetaKey.ticketEmployees, data);
        if (!cancelled) setFetched('done');
      })
      .catch(() => {
        if (!cancelled) setFetched('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [online]);
  const employees = cached ?? [];
  const state: EmployeeListState = !online
    ? cached
      ? 'offlineCopy'
      : 'offlineNone'
    : fetched === 'done'
      ? 'current'
      : fetched === 'failed'
        ? cached
          ? 'offlineCopy'
          : 'failed'
        : cached
          ? 'current'
          : 'loading';
  return { employees, state };
}
