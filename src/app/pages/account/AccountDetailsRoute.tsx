import AccountDetailsPage from '../../features/account/AccountDetailsPage';
import { useAccountOwner } from '../../features/account/AccountLayout';
import { OwnPracticeSettings } from '../../features/offices/OwnPracticeSettings';
import { DoctorAccountDetails } from '../../features/users/DoctorAccountDetails';
import { OtherAccount } from './OtherAccount';

/**
 * Spec §2 users/{uuid}/account: the own details with a doctor's practices and their settings
 * (read-only), or an administrator's edit of a doctor's.
 */
export default function AccountDetailsRoute() {
  const { uuid, own } = useAccountOwner();
  if (own) {
    return (
      <AccountDetailsPage>
        <OwnPracticeSettings />
      </AccountDetailsPage>
    );
  }
  return (
    <OtherAccount uuid={uuid}>
      {(doctor) => <DoctorAccountDetails key={doctor.id} doctor={doctor} />}
    </OtherAccount>
  );
}
