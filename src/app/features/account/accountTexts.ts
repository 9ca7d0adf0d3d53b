import { registerTranslations } from '../../i18n/registerTranslations';
import de from './locales/de.json';
import en from './locales/en.json';

// The account pages' texts load with their chunks.
registerTranslations(de, en);
