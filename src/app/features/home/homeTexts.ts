import { registerTranslations } from '../../i18n/registerTranslations';
import de from './locales/de.json';
import en from './locales/en.json';

// The home page's texts load with its chunk, not with the login route.
registerTranslations(de, en);
