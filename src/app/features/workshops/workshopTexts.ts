import '../../i18n/backendTexts';
import { registerTranslations } from '../../i18n/registerTranslations';
import de from './locales/de.json';
import en from './locales/en.json';

// The workshop pages' texts (and the validation texts of the staff's form) load with their chunks.
registerTranslations(de, en);
