import '../../../i18n/backendTexts';
import { registerTranslations } from '../../../i18n/registerTranslations';
import de from './locales/de.json';
import en from './locales/en.json';

// The sources page's texts load with its chunk.
registerTranslations(de, en);
