import i18n from './i18n';

/**
 * A feature's own texts (`features/<name>/locales/{de,en}.json`) join the translations when the
 * feature's chunk loads: the main locale files hold only what every page needs, which keeps the
 * login route small. Keys of a feature file are namespaced by a top-level key (e.g. `onboarding`).
 */
export function registerTranslations(de: object, en: object): void {
  i18n.addResourceBundle('de', 'translation', de, true, false);
  i18n.addResourceBundle('en', 'translation', en, true, false);
}
