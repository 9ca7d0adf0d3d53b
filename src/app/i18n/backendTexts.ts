import { registerTranslations } from './registerTranslations';
import de from './backendLocales/de.json';
import en from './backendLocales/en.json';

/**
 * Validation texts only the signed-in area's forms need (reports, demands, interpretations): they
 * join the translations with the backend layout's chunk, keeping the login route within its budget.
 */
registerTranslations(de, en);
