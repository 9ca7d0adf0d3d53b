import type { AuthUser } from '../../../contract/authUser';
import { RoleName } from '../../../contract/permissions';

/** Spec §2/§6: the doctor dashboard (last reports, report demands) is for Admin and Arzt. */
export function hasDoctorDashboard(user: Pick<AuthUser, 'roles'>): boolean {
  return user.roles.some((role) => role === RoleName.admin || role === RoleName.doctor);
}
