import { registerTranslations } from '../../i18n/registerTranslations';
import de from './locales/de.json';
import en from './locales/en.json';

// The guide's few interface words load with its chunk; its pages' text is in content/.
registerTranslations(de, en);
