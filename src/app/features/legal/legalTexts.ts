import { registerTranslations } from '../../i18n/registerTranslations';
import de from './locales/de.json';
import en from './locales/en.json';

// The legal texts are long and only the legal pages need them.
registerTranslations(de, en);
