import { useRouteLoaderData } from 'react-router-dom';
import type { AuthUser, CurrentUser } from '../../contract/authUser';
import { isPendingAuthUser } from '../../contract/authUserKind';
import type { UserRow } from '../../db/rows';
import { useMirror } from '../offline/useMirror';

/**
 * The one source of the signed-in user for screens (issue 12; it was read from localStorage, the
 * sync session and eight casts of the route loader's data).
 * - Access decisions use the guard loader's user (router/guardLoader.ts): reloaded with every
 *   navigation, with the permissions the server granted (spec §6).
 * - What a screen shows of the user (name, greeting) comes from the mirror's user row, which an
 *   edit of the profile updates at once and the sync worker keeps current.
 */

/** The route ids whose guard loader hands over the user (router/createAppRouter.tsx). */
export type SignedInRoute = 'backend' | 'wizard';

/** What the guard loader returns: the user, or null when nobody is signed in. */
export type GuardLoaderData = CurrentUser | null;

/** A fully signed-in user: not a login still waiting for its second factor. */
export function signedInUser(data: GuardLoaderData | undefined): AuthUser | undefined {
  return data && !isPendingAuthUser(data) ? data : undefined;
}

/** The user, where a component may also be shown outside a signed-in route (then undefined). */
export function useOptionalSignedInUser(route: SignedInRoute = 'backend'): AuthUser | undefined {
  return signedInUser(useRouteLoaderData<GuardLoaderData>(route));
}

/** The user of a signed-in page: its guard renders none of them without one. */
export function useSignedInUser(route: SignedInRoute = 'backend'): AuthUser {
  const user = useOptionalSignedInUser(route);
  if (!user) throw new Error(`The ${route} route rendered without a signed-in user.`);
  return user;
}

/**
 * The mirror's name fields over the loader's user, once the mirror has answered. Roles and
 * permissions too (issue 14): when an admin changes a role, the server resets its members'
 * mirrors and the fresh `user` row carries the new permissions, so the sidebar and the menus of
 * an open page follow at once, without a navigation. What the route guard decides stays the
 * loader's (reloaded from the server on every navigation), and the server checks every call.
 * The onboarding flags stay the loader's.
 */
export function shownUser(user: AuthUser, row: UserRow | undefined): AuthUser {
  if (!row) return user;
  return {
    ...user,
    vorname: row.vorname,
    nachname: row.nachname,
    anrede: row.anrede,
    titel: row.titel,
    roles: row.roles,
    permissions: row.permissions,
  };
}

/** The signed-in user as a screen shows it (greeting, avatar menu): its name from the mirror. */
export function useShownUser(): AuthUser {
  const user = useSignedInUser();
  const row = useMirror((db) => db.user.where('uuid').equals(user.uuid).first(), [user.uuid]);
  return shownUser(user, row);
}
