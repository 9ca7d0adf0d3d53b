import '../../i18n/backendTexts';
import { registerTranslations } from '../../i18n/registerTranslations';
import de from './locales/de.json';
import en from './locales/en.json';

// The forum's texts (and its validation texts) load with its chunks.
registerTranslations(de, en);
