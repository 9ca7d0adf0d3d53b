import { useTranslation } from 'react-i18next';
import type { Localized } from '../../../../contract/iec';
import { useMirror } from '../../../offline/useMirror';

/** The reader's language of a text kept in both (German where the interface is in any other). */
export function useLocalized(): (text: Localized) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  return (text) => text[language];
}

/** The mirrored catalogue, as the lists show it: groups by position, the rest by name. */
export function useCatalogue() {
  const groups = useMirror((db) => db.iecSubstanceGroup.orderBy('position').toArray());
  const substances = useMirror((db) => db.iecSubstance.toArray());
  const sources = useMirror((db) => db.iecSource.toArray());
  return {
    groups: groups ?? [],
    substances: substances ?? [],
    sources: [...(sources ?? [])].sort((a, b) => a.citation.localeCompare(b.citation, 'de')),
    loading: groups === undefined || substances === undefined || sources === undefined,
  };
}
