import { registerTranslations } from '../../i18n/registerTranslations';
import de from './locales/de.json';
import en from './locales/en.json';

registerTranslations(de, en);
