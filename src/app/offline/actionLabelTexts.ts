import { registerTranslations } from '../i18n/registerTranslations';
import de from './locales/de.json';
import en from './locales/en.json';

// The labels of queued actions load with the signed-in area, not with the login route.
registerTranslations(de, en);
