import { DoctorStatus } from '../../../contract/doctors';
import { DoctorList } from './DoctorList';

/** Spec §2 'users: inactive': the deactivated doctors. */
export default function InactiveDoctorListPage() {
  return <DoctorList status={DoctorStatus.inactive} />;
}
