import { registerTranslations } from './registerTranslations';
import de from './backendLocales/de.json';
import en from './backendLocales/en.json';

/**
 * Texts only the signed-in area needs (the dashboard's greeting, the validation texts of the reports',
 * demands' and interpretations' forms): they join the translations with the backend layout's chunk,
 * keeping the login route within its budget.
 */
registerTranslations(de, en);
