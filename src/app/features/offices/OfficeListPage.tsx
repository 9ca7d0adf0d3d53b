import { OfficeList } from './OfficeList';

/** Spec §2 'offices: list': the active offices. */
export default function OfficeListPage() {
  return <OfficeList active />;
}
