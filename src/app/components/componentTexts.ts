import { registerTranslations } from '../i18n/registerTranslations';
import de from './locales/de.json';
import en from './locales/en.json';

// Texts of the shared components that only signed-in or onboarding pages use (password checklist,
// recovery codes, confirm-password dialog): kept out of the main files for the login route's size.
registerTranslations(de, en);
