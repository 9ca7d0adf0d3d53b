/** The server's texts of this feature, in German and English (see platform/i18n/messages.ts). */
import { defineMessages } from '../../platform/i18n/messages';

export const activitiesMessages = defineMessages({
  de: {
    'notifications.unreadNotDeletable': 'Ungelesene Benachrichtigungen können nicht gelöscht werden.',
  },
  en: {
    'notifications.unreadNotDeletable': 'Unread notifications cannot be deleted.',
  },
});

declare module '../../platform/i18n/messages' {
  // Adds this feature's keys to the catalogue's (an interface merges; a type alias would not).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FeatureMessages extends Record<keyof typeof activitiesMessages.de, string> {}
}
