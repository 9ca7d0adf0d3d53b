import '../../i18n/backendTexts';
import { registerTranslations } from '../../i18n/registerTranslations';
import de from './locales/de.json';
import en from './locales/en.json';

// The system area's texts load with its pages (admins only).
registerTranslations(de, en);
