/**
 * The scopes of the administration's doctor rows and of an office, and the change of a user's own
 * account that every feature touching an account emits (sign-in, two-factor, profile). Several
 * features write these rows; the `doctor`, `office` and `user` entities themselves are the users',
 * offices' and account features'.
 */
import { Permission } from '../../../src/contract/permissions';
import { SyncEntity } from '../../../src/contract/sync';
import { permissionScope, userScope, type SyncScope } from './scopes';
import type { Emit } from './writeWithChanges';

export const DOCTOR_SCOPES: readonly SyncScope[] = [permissionScope(Permission.listDoctors)];

/**
 * A change of a user's own account (sign-in, two-factor): their profile, and for a doctor the
 * administration's row, which shows the two-factor state and the last logins (issue 14, another
 * user's account pages). For a user who is no doctor the pull reads no row and answers a `del`,
 * which the mirrors of staff ignore.
 */
export function emitAccountChange(emit: Emit, user: { id: number; uuid: string }): void {
  emit(SyncEntity.user, user.id, [userScope(user.uuid)]);
  emit(SyncEntity.doctor, user.id, DOCTOR_SCOPES);
}

/** The scopes that see an office: its doctors and the holders of 'list offices'. */
export function officeScopes(doctorUuids: readonly string[]): SyncScope[] {
  return [...doctorUuids.map(userScope), permissionScope(Permission.listOffices)];
}
