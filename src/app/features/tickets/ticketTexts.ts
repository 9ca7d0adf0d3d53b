import '../../i18n/backendTexts';
import { registerTranslations } from '../../i18n/registerTranslations';
import de from './locales/de.json';
import en from './locales/en.json';

// The ticket pages' texts (and the ticket validation texts of spec §5) load with their chunks.
registerTranslations(de, en);
