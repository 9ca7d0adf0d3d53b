import type { AuthUser } from '../../contract/authUser';
import { countUnreadReports } from './unreadReports';
import { useMirror } from './useMirror';

/** The live count; undefined while the mirror opens. */
export function useUnreadReportCount(viewer: Pick<AuthUser, 'permissions'>): number | undefined {
  return useMirror((db) => countUnreadReports(db, viewer), [viewer.permissions.join()]);
}
