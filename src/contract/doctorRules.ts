/**
 * Who may do what to a doctor's account (spec §2/§6 'users (admin only)', §4 'users can be locked,
 * invited, reset'). The server declares the same rule per route (server/features/users/doctorRoutes.ts:
 * gate 'list doctors' plus the admin role for every write; no lock, reset or delete of one's own
 * account; no delete of a doctor with reports), and the client shows a button only where the
 * server will accept it.
 */
import { Permission, RoleName } from './permissions';

export interface DoctorViewer {
  id: number;
  roles: readonly string[];
  permissions: readonly string[];
}

export interface DoctorButtonSubject {
  id: number | string;
  locked: boolean;
  results: number;
}

/** Reading the doctors (list, detail, online): the gate of `GET /api/users`. */
export const mayListDoctors = (viewer: Pick<DoctorViewer, 'permissions'>) =>
  viewer.permissions.includes(Permission.listDoctors);

/** Every write on doctors (create, edit, lock, invite, invite all, reset, delete). */
export const mayAdministerDoctors = (viewer: Pick<DoctorViewer, 'roles' | 'permissions'>) =>
  mayListDoctors(viewer) && viewer.roles.includes(RoleName.admin);

export interface DoctorButtons {
  edit: boolean;
  invite: boolean;
  reset: boolean;
  lock: boolean;
  unlock: boolean;
  delete: boolean;
}

/** The buttons one doctor's row and page show to `viewer`. */
export function doctorButtons(viewer: DoctorViewer, doctor: DoctorButtonSubject): DoctorButtons {
  const admin = mayAdministerDoctors(viewer);
  const others = admin && String(viewer.id) !== String(doctor.id);
  return {
    edit: admin,
    invite: admin,
    reset: others,
    lock: others && !doctor.locked,
    unlock: others && doctor.locked,
    // Reports would cascade with the account: the server refuses (deactivate instead).
    delete: others && doctor.results === 0,
  };
}
