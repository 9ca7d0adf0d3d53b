import { registerTranslations } from '../../i18n/registerTranslations';
import de from './locales/de.json';
import en from './locales/en.json';

// The passkey texts load with the chunks that use them.
registerTranslations(de, en);
