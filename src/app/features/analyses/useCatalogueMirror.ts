import { useTranslation } from 'react-i18next';
import { analysisName } from '../../../contract/analyses';
import { useMirror } from '../../offline/useMirror';

/** The mirrored catalogue: undefined while the mirror is read. */
export function useMirroredAnalyses() {
  return useMirror((db) => db.analysis.toArray());
}

export function useMirroredProfiles() {
  return useMirror((db) => db.analysisProfile.toArray());
}

/** Names, groups and numbers in the reader's language. */
export function useCatalogueLanguage() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  return {
    language,
    nameOf: (record: { name: string; name_en: string }) => analysisName(record, language),
    groupOf: (record: { group: string; group_en: string }) =>
      language === 'en' ? record.group_en : record.group,
    numberOf: (value: number) => value.toLocaleString(language),
  };
}
