import { DoctorStatus } from '../../../contract/doctors';
import { DoctorList } from './DoctorList';

/** Spec §2 'users: list': the active doctors. */
export default function DoctorListPage() {
  return <DoctorList status={DoctorStatus.active} />;
}
