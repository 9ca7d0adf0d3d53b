/** The first-run wizard: e-mail verification and the first credentials. */
import { defineFeature } from '../../platform/feature/serverFeature';
import { onboardingMessages } from './messages';
import { credentialsRoutes } from './credentialsRoutes';
import { emailVerificationRoutes } from './emailVerificationRoutes';
import { verificationLinkRequestRoutes } from './verificationLinkRequestRoutes';
import { verificationLinkMail } from './sendVerificationMail';

export const onboardingFeature = defineFeature({
  name: 'onboarding',
  messages: onboardingMessages,
  routes: [emailVerificationRoutes, verificationLinkRequestRoutes, credentialsRoutes],
  mails: [verificationLinkMail],
});

export { mailVerificationLink, queueVerificationMail, sendVerificationMail } from './sendVerificationMail';
export { issueVerificationUrl } from './verificationLink';
