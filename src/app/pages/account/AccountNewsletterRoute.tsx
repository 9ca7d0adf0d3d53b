import AccountNewsletterPage from '../../features/account/AccountNewsletterPage';
import { useAccountOwner } from '../../features/account/AccountLayout';
import { DoctorAccountNewsletter } from '../../features/users/DoctorAccountNewsletter';
import { OtherAccount } from './OtherAccount';

/** Spec §2 users/{uuid}/account/newsletter (admin only): the own subscriptions, or a doctor's. */
export default function AccountNewsletterRoute() {
  const { uuid, own } = useAccountOwner();
  if (own) return <AccountNewsletterPage />;
  return <OtherAccount uuid={uuid}>{(doctor) => <DoctorAccountNewsletter doctor={doctor} />}</OtherAccount>;
}
