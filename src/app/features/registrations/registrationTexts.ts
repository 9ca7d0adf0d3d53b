import { registerTranslations } from '../../i18n/registerTranslations';
import de from './locales/de.json';
import en from './locales/en.json';

// The registrations card's texts load with the staff dashboard's chunk.
registerTranslations(de, en);
