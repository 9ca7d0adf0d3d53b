import i18n from '../../i18n/i18n';
import de from './locales/de.json';
import en from './locales/en.json';

/**
 * The legal texts are long and only the legal pages need them, so they travel in this feature's
 * chunk and join the translations when a legal page loads, keeping the login route small.
 */
i18n.addResourceBundle('de', 'translation', de, true, false);
i18n.addResourceBundle('en', 'translation', en, true, false);
