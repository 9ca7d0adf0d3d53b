import '../../i18n/backendTexts';
import { registerTranslations } from '../../i18n/registerTranslations';
import de from './locales/de.json';
import en from './locales/en.json';

// The search box sits in the navbar: its texts load with the backend layout.
registerTranslations(de, en);
