import { useRouteLoaderData } from 'react-router-dom';
import type { AuthUser } from '../../../contract/authUser';

/** The signed-in user, loaded by the backend route's guard before any backend page renders. */
export const useBackendUser = () => useRouteLoaderData('backend') as AuthUser;

/**
 * The same where a component may also be shown outside the backend route (the report viewer's
 * follow-ups in a bare router): nothing to offer without a user.
 */
export const useOptionalBackendUser = () => useRouteLoaderData('backend') as AuthUser | undefined;
