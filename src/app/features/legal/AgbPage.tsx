import { LegalDocument } from './LegalDocument';
import { useLegalValues } from './useLegalValues';

export default function AgbPage() {
  return <LegalDocument page="agb" values={useLegalValues()} />;
}
