import { OfficeList } from './OfficeList';

/** Spec §2 'offices: inactive': the deactivated offices. */
export default function InactiveOfficeListPage() {
  return <OfficeList active={false} />;
}
