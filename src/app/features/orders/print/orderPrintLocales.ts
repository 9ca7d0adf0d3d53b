// Material, billing and urgency names are the backend's (already loaded on every backend page).
import '../../../i18n/backendTexts';
import { registerTranslations } from '../../../i18n/registerTranslations';
import { printTranslations } from './printTranslations';

// The print's texts (buttons, labels, order sheet) load with the print buttons only.
registerTranslations(printTranslations.de, printTranslations.en);
