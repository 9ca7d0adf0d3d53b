import type { ReactNode } from 'react';
import { doctorDisplayName } from '../../../contract/doctors';
import type { DoctorRow } from '../../../db/rows';
import { AccountLayout, OtherUserNotice } from '../../features/account/AccountLayout';
import { useAdministeredDoctor } from '../../features/users/useAdministeredDoctor';

/**
 * Another user's account pages (spec §2 users/{uuid}/account): the account feature's layout and
 * tabs around the users feature's view of the doctor, for administrators; anyone else, or a uuid
 * that names no doctor, sees the account feature's notice.
 */
export function OtherAccount({
  uuid,
  children,
}: {
  uuid: string;
  children: (doctor: DoctorRow) => ReactNode;
}) {
  const doctor = useAdministeredDoctor(uuid);
  return (
    <AccountLayout uuid={uuid} owner={doctor ? doctorDisplayName(doctor) : undefined}>
      {doctor === undefined ? null : doctor === null ? <OtherUserNotice /> : children(doctor)}
    </AccountLayout>
  );
}
