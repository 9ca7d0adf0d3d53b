import '../../../i18n/backendTexts';
import { registerTranslations } from '../../../i18n/registerTranslations';
import de from './locales/de.json';
import en from './locales/en.json';

// Order entry's texts (and the order rules' validation texts it shows) load with its chunk.
registerTranslations(de, en);
