import '../../i18n/backendTexts';
import { registerTranslations } from '../../i18n/registerTranslations';
import de from './locales/de.json';
import en from './locales/en.json';

// The system messages' texts load with the banner (every backend page), the dashboard card and the admin pages.
registerTranslations(de, en);
