import type { CurrentUser, PendingAuthUser } from './authUser';

/**
 * Whether `GET /api/auth/user` answered a sign-in still waiting for its second factor. Kept apart
 * from the schemas (type imports only) so that the guard, which runs on the login route, does not
 * load zod with the first page (the login route's JavaScript budget, docs/benchmarks.md).
 */
export function isPendingAuthUser(user: CurrentUser): user is PendingAuthUser {
  return !('uuid' in user);
}
