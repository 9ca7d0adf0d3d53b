import AccountSecurityPage from '../../features/account/AccountSecurityPage';
import { useAccountOwner } from '../../features/account/AccountLayout';
import { DoctorAccountSecurity } from '../../features/users/DoctorAccountSecurity';
import { OtherAccount } from './OtherAccount';

/** Spec §2 users/{uuid}/account/security: the own security, or a doctor's for an administrator. */
export default function AccountSecurityRoute() {
  const { uuid, own } = useAccountOwner();
  if (own) return <AccountSecurityPage />;
  return <OtherAccount uuid={uuid}>{(doctor) => <DoctorAccountSecurity doctor={doctor} />}</OtherAccount>;
}
