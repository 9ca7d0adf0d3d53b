import { registerTranslations } from '../../i18n/registerTranslations';
import de from './locales/de.json';
import en from './locales/en.json';

// The texts of the login feature's other pages (forgot and reset password, the two-factor
// challenge) load with those pages: the login route stays within its budget.
registerTranslations(de, en);
