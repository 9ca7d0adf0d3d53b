// Material, billing and urgency names are the backend's (already loaded on every backend page).
import '../../../i18n/backendTexts';
import { registerTranslations } from '../../../i18n/registerTranslations';
import de from './locales/de.json';
import en from './locales/en.json';

// The print's texts (buttons, labels, order sheet) load with the print buttons only.
registerTranslations(de, en);
