import { useEffect, useState } from 'react';
import { reportListResponseSchema, type ReportListResponse } from '../../../contract/reports';
import { request } from '../../api/http';
import { useBrowserOnline } from '../../offline/useMirror';

export type DoctorReports =
  | { state: 'offline' }
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'loaded'; page: ReportListResponse['data'] };

/**
 * A doctor's reports for the 'reports' tab of their page (spec §2 users/{id}: detail, edit,
 * reports), read online from `GET /api/befunde/user/{id}`, newest first, one page. The device
 * does not mirror every doctor's reports (staff hold recent ones only), so offline the tab says so.
 */
export function useDoctorReports(doctorId: string, page: number, perPage: number): DoctorReports {
  const online = useBrowserOnline();
  const key = `${doctorId}|${page}|${perPage}`;
  const [answer, setAnswer] = useState<{ key: string; result: DoctorReports } | null>(null);
  useEffect(() => {
    if (!online) return;
    const abort = new AbortController();
    const query = new URLSearchParams({
      page: String(page),
      perPage: String(perPage),
      sortBy: 'created_at',
      sortDesc: '1',
    });
    request(`/api/befunde/user/${encodeURIComponent(doctorId)}?${query.toString()}`, { signal: abort.signal })
      .then((body) =>
        setAnswer({ key, result: { state: 'loaded', page: reportListResponseSchema.parse(body).data } }),
      )
      .catch(() => {
        if (!abort.signal.aborted) setAnswer({ key, result: { state: 'failed' } });
      });
    return () => abort.abort();
  }, [online, key, doctorId, page, perPage]);
  if (!online) return { state: 'offline' };
  return answer?.key === key ? answer.result : { state: 'loading' };
}
