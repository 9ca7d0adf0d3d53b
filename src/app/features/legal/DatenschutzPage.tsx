import { LegalDocument } from './LegalDocument';
import { useLegalValues } from './useLegalValues';

export default function DatenschutzPage() {
  return <LegalDocument page="datenschutz" values={useLegalValues()} />;
}
