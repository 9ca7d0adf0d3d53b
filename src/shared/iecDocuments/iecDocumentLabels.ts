/**
 * The fixed texts of the iEC result documents in both languages. They live with the renderers,
 * not in the app's locale files, because the server draws the same documents and must not load
 * the interface's i18n bundles; the Record type keeps the two languages complete.
 */
import type { Locale } from '../../contract/constants';

export interface IecDocumentLabels {
  title: string;
  date: string;
  laboratory: string;
  selectedCount: string;
  group: string;
  substance: string;
  cas: string;
  synonyms: string;
  info: string;
  sources: string;
  page: (page: number, pages: number) => string;
  sheetSelection: string;
  sheetSources: string;
  number: string;
  citation: string;
  fileName: string;
}

export const IEC_DOCUMENT_LABELS: Record<Locale, IecDocumentLabels> = {
  de: {
    title: 'iEC-Auswahl',
    date: 'Datum',
    laboratory: 'Labor',
    selectedCount: 'Ausgewählte Substanzen',
    group: 'Gruppe',
    substance: 'Substanz',
    cas: 'CAS-Nr.',
    synonyms: 'Synonyme',
    info: 'Kurzinfo',
    sources: 'Quellen',
    page: (page, pages) => `Seite ${page} von ${pages}`,
    sheetSelection: 'Auswahl',
    sheetSources: 'Quellen',
    number: 'Nr.',
    citation: 'Quelle',
    fileName: 'iEC-Auswahl',
  },
  en: {
    title: 'iEC selection',
    date: 'Date',
    laboratory: 'Laboratory',
    selectedCount: 'Selected substances',
    group: 'Group',
    substance: 'Substance',
    cas: 'CAS No.',
    synonyms: 'Synonyms',
    info: 'Short info',
    sources: 'Sources',
    page: (page, pages) => `Page ${page} of ${pages}`,
    sheetSelection: 'Selection',
    sheetSources: 'Sources',
    number: 'No.',
    citation: 'Source',
    fileName: 'iEC-selection',
  },
};
