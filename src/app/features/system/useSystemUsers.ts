import { useEffect, useState } from 'react';
import type { SystemUserRecord } from '../../../contract/systemUsers';
import { request } from '../../api/http';
import { notify } from '../../notifications/notify';
import { useBrowserOnline } from '../../offline/useMirror';

/**
 * The system users, read online: the mirror holds no other user's profile (design brief: staff
 * mirror what they work on), and only admins open these pages. Undefined while loading or offline.
 */
export function useSystemUsers(): SystemUserRecord[] | undefined {
  return useOnline<{ data: SystemUserRecord[] }>('/api/system-users')?.data;
}

export function useSystemUser(id: string | undefined): SystemUserRecord | null | undefined {
  const answer = useOnline<{ data: SystemUserRecord }>(
    id ? `/api/system-users/${encodeURIComponent(id)}` : null,
  );
  if (!id) return null;
  return answer === null ? null : answer?.data;
}

/** undefined: loading; null: not found. */
function useOnline<T>(path: string | null): T | null | undefined {
  const online = useBrowserOnline();
  const [answer, setAnswer] = useState<{ path: string; body: T | null }>();
  useEffect(() => {
    if (!online || !path) return;
    let cancelled = false;
    request<T>(path)
      .then((body) => !cancelled && setAnswer({ path, body }))
      .catch((error: unknown) => {
        if (cancelled) return;
        if ((error as { status?: number }).status === 404) setAnswer({ path, body: null });
        else notify.apiError(error);
      });
    return () => {
      cancelled = true;
    };
  }, [online, path]);
  return answer && answer.path === path ? answer.body : undefined;
}
