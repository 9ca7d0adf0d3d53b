import type { AuthUser } from '../../../contract/authUser';
import { useSignedInUser } from '../../session/useSignedInUser';

/** The signed-in user as the wizard layout's guard loaded it (route id 'wizard'). */
export function useWizardUser(): AuthUser {
  return useSignedInUser('wizard');
}
