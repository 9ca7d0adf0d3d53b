import { authUserSchema, type AuthUser } from '../../contract/authUser';
import { request } from '../api/http';

/** Spec §2 guard: the current user is fetched on entering a page that needs login; a failure means 'not signed in'. */
export async function fetchCurrentUser(): Promise<AuthUser | null> {
  try {
    const body = await request<{ data: unknown }>('/api/auth/user', { quietOnSessionLoss: true });
    const parsed = authUserSchema.safeParse(body.data);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
