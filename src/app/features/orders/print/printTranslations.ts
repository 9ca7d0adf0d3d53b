import de from './locales/de.json';
import en from './locales/en.json';

/** The print's own texts (buttons, labels, order sheet), by language. */
export const printTranslations = { de, en };
