import { mayAdministerDoctors } from '../../../contract/doctorRules';
import { useMirror } from '../../offline/useMirror';
import { useSignedInUser } from '../../session/useSignedInUser';

/**
 * The doctor whose account pages an administrator opens (spec §2 users/{uuid}/account), from the
 * mirror: undefined while read, null when the viewer may not administer doctors or the uuid names
 * no doctor (the account pages then show their notice).
 */
export function useAdministeredDoctor(uuid: string) {
  const viewer = useSignedInUser();
  const admin = mayAdministerDoctors(viewer);
  return useMirror(
    async (db) => (admin ? ((await db.doctor.where('uuid').equals(uuid).first()) ?? null) : null),
    [uuid, admin],
  );
}
