/** The server's texts of this feature, in German and English (see platform/i18n/messages.ts). */
import { defineMessages } from '../../platform/i18n/messages';

export const forumMessages = defineMessages({
  de: {
    'forum.rulesNotConfirmed':
      'Bitte bestätigen Sie zuerst die Forenregeln. Ohne Bestätigung können Sie nichts im Forum schreiben.',
    'forum.postGoneReply': 'Der Beitrag wurde inzwischen gelöscht. Ihre Antwort wurde nicht gesendet.',
    'forum.postHiddenReply':
      'Der Beitrag wurde inzwischen von der Moderation ausgeblendet. Ihre Antwort wurde nicht gesendet.',
    'forum.postGone': 'Der Beitrag wurde inzwischen gelöscht.',
    'forum.commentGone': 'Die Antwort wurde inzwischen gelöscht.',
    'forum.notOwnPost': 'Sie können nur Ihre eigenen Beiträge ändern oder löschen.',
    'forum.notOwnComment': 'Sie können nur Ihre eigenen Antworten ändern oder löschen.',
    'forum.moderatorsOnly': 'Das dürfen nur die Moderatoren des Forums.',
    'forum.ownPostSpam': 'Ihren eigenen Beitrag können Sie nicht als Spam melden.',
    'forum.unknownChannel': 'Diesen Kanal gibt es nicht.',
    'forum.unknownGroup': 'Diese Gruppe gibt es nicht.',
    'forum.uuidMismatch': 'Die uuid gehört zu einem anderen Beitrag.',
    'translate.notConfigured': 'Die Übersetzung ist auf diesem Server nicht eingerichtet.',
    'translate.failed': 'Der Übersetzungsdienst ist nicht erreichbar. Bitte versuchen Sie es später erneut.',
  },
  en: {
    'forum.rulesNotConfirmed':
      'Please confirm the forum rules first. Without confirming them you cannot write in the forum.',
    'forum.postGoneReply': 'The post was deleted meanwhile. Your reply was not sent.',
    'forum.postHiddenReply': 'The post was hidden by the moderators meanwhile. Your reply was not sent.',
    'forum.postGone': 'The post was deleted meanwhile.',
    'forum.commentGone': 'The reply was deleted meanwhile.',
    'forum.notOwnPost': 'You can only change or delete your own posts.',
    'forum.notOwnComment': 'You can only change or delete your own replies.',
    'forum.moderatorsOnly': 'Only the forum moderators may do this.',
    'forum.ownPostSpam': 'You cannot report your own post as spam.',
    'forum.unknownChannel': 'This channel does not exist.',
    'forum.unknownGroup': 'This group does not exist.',
    'forum.uuidMismatch': 'The uuid belongs to another post.',
    'translate.notConfigured': 'Translation is not set up on this server.',
    'translate.failed': 'The translation service cannot be reached. Please try again later.',
  },
});

declare module '../../platform/i18n/messages' {
  // Adds this feature's keys to the catalogue's (an interface merges; a type alias would not).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FeatureMessages extends Record<keyof typeof forumMessages.de, string> {}
}
