import { registerTranslations } from '../../i18n/registerTranslations';
import de from './locales/de.json';
import en from './locales/en.json';

// The sidebar's texts load with the backend layout, not with the login route.
registerTranslations(de, en);
