import { LegalDocument } from './LegalDocument';
import { useLegalValues } from './useLegalValues';

export default function ImpressumPage() {
  return <LegalDocument page="impressum" values={useLegalValues()} />;
}
