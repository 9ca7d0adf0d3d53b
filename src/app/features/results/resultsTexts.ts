import '../../i18n/backendTexts';
import '../../components/componentTexts';
import { registerTranslations } from '../../i18n/registerTranslations';
import de from './locales/de.json';
import en from './locales/en.json';

// The patients' and cumulative findings' texts load with their chunks.
registerTranslations(de, en);
