import { useRouteLoaderData } from 'react-router-dom';
import type { AuthUser } from '../../../contract/authUser';

/** The signed-in user as the wizard layout's guard loaded it (route id 'wizard'). */
export function useWizardUser(): AuthUser {
  return useRouteLoaderData('wizard') as AuthUser;
}
