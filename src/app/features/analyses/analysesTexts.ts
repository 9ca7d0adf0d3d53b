import '../../i18n/backendTexts';
import { registerTranslations } from '../../i18n/registerTranslations';
import de from './locales/de.json';
import en from './locales/en.json';

// The catalogue maintenance's texts load with its pages only.
registerTranslations(de, en);
