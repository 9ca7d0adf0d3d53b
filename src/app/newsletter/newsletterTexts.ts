import { registerTranslations } from '../i18n/registerTranslations';
import de from './locales/de.json';
import en from './locales/en.json';

// The newsletter form's texts, for wizard step 4 and the account page alike.
registerTranslations(de, en);
