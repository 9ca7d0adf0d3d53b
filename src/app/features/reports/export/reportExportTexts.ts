import { registerTranslations } from '../../../i18n/registerTranslations';
import de from './locales/de.json';
import en from './locales/en.json';

// The export buttons' texts load with the report viewer's chunk.
registerTranslations(de, en);
