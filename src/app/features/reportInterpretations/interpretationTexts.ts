import '../../i18n/backendTexts';
import { registerTranslations } from '../../i18n/registerTranslations';
import de from './locales/de.json';
import en from './locales/en.json';

// The interpretation page's texts load with its chunk (and with the report viewer's request dialog).
registerTranslations(de, en);
