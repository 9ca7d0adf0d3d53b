import '../../i18n/backendTexts';
import { registerTranslations } from '../../i18n/registerTranslations';
import de from './locales/de.json';
import en from './locales/en.json';

// The reports pages' texts load with their chunks (and with the dashboard's card).
registerTranslations(de, en);
