import { registerTranslations } from '../i18n/registerTranslations';
import de from './locales/de.json';
import en from './locales/en.json';

// The texts of syncing (the navbar's sync state, 'Nicht gesendet', the unsent-actions warning,
// storage eviction) and the labels of queued actions load with the signed-in area, not with the
// login route: every module that shows them imports this file.
registerTranslations(de, en);
