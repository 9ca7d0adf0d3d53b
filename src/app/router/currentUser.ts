import type { CurrentUser } from '../../contract/authUser';
import { ApiRequestError } from '../api/ApiRequestError';
import { request } from '../api/http';

/**
 * Spec §2 guard: the current user is fetched on entering a page that needs login; a refusal means
 * 'not signed in'. A login waiting for its second factor gets only the guard's flags (no profile).
 * Without a network the last user's offline mirror answers (offline/localUser.ts). The schema (and
 * zod with it) loads with the answer, not with the first page: the login route's budget.
 */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    const body = await request<{ data: unknown }>('/api/auth/user', { quietOnSessionLoss: true });
    const { currentUserSchema } = await import('../../contract/authUser');
    const parsed = currentUserSchema.safeParse(body.data);
    return parsed.success ? parsed.data : null;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 0) {
      const { readLocalUser } = await import('../offline/localUser');
      return readLocalUser();
    }
    return null;
  }
}
