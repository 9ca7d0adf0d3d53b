import { registerTranslations } from '../../i18n/registerTranslations';
import de from './locales/de.json';
import en from './locales/en.json';

// Only the reset page needs these; the login route stays within its budget.
registerTranslations(de, en);
