import '../../i18n/backendTexts';
import { registerTranslations } from '../../i18n/registerTranslations';
import de from './locales/de.json';
import en from './locales/en.json';

// The demand pages' texts load with their chunks (and with the report viewer's ask dialog and the dashboard card).
registerTranslations(de, en);
