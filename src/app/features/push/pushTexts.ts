import { registerTranslations } from '../../i18n/registerTranslations';
import de from './locales/de.json';
import en from './locales/en.json';

// The push texts load with the prompt (every signed-in page) and the account's push tab.
registerTranslations(de, en);
