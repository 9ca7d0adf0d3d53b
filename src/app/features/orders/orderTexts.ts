import '../../i18n/backendTexts';
import { registerTranslations } from '../../i18n/registerTranslations';
import de from './locales/de.json';
import en from './locales/en.json';

// The order pages' texts load with their chunks (the list, the order's page, the dashboard cards).
registerTranslations(de, en);
