import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALES, type Locale } from '../../contract/constants';
import { LANGUAGE_STORAGE_KEY } from '../config/storageKeys';
import de from '../locales/de.json';
import en from '../locales/en.json';

/**
 * Spec §1: the locale comes from the user's choice, else the browser language, else de; missing keys
 * fall back to en. The detector alone would fall back to en for, say, a French browser, so a last
 * detector always answers de.
 */
const detector = new LanguageDetector();
detector.addDetector({ name: 'labDefault', lookup: () => DEFAULT_LOCALE });

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng.split('-')[0] ?? lng;
});

export const i18nReady = i18n
  .use(detector)
  .use(initReactI18next)
  .init({
    resources: { de: { translation: de }, en: { translation: en } },
    supportedLngs: [...LOCALES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: FALLBACK_LOCALE,
    detection: {
      order: ['localStorage', 'navigator', 'labDefault'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
    },
    interpolation: { escapeValue: false },
    returnNull: false,
  });

export function currentLocale(): Locale {
  const lng = i18n.resolvedLanguage ?? DEFAULT_LOCALE;
  return (LOCALES as readonly string[]).includes(lng) ? (lng as Locale) : DEFAULT_LOCALE;
}

export default i18n;
