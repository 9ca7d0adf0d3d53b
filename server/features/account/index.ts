/** A user's own account: profile and newsletter. */
import { defineFeature } from '../../platform/feature/serverFeature';
import { accountMessages } from './messages';
import { newsletterRecipientEntity } from './newsletterRecipientEntity';
import { startNewsletterExpiryJob } from './newsletterExpiryJob';
import { newsletterConfirmationMail } from './newsletterConfirmationMail';
import { newsletterRoutes } from './newsletterRoutes';
import { profileRoutes } from './profileRoutes';
import { userEntity } from './userEntity';

export const accountFeature = defineFeature({
  name: 'account',
  messages: accountMessages,
  routes: [profileRoutes, newsletterRoutes],
  syncEntities: { user: userEntity, newsletterRecipient: newsletterRecipientEntity },
  jobs: [startNewsletterExpiryJob],
  mails: [newsletterConfirmationMail],
});

export { subscribe } from './newsletterRecipients';
