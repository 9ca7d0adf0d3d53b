/** The first-run wizard: e-mail verification and the first credentials. */
import { defineFeature } from '../../platform/feature/serverFeature';
import { onboardingMessages } from './messages';
import { credentialsRoutes } from './credentialsRoutes';
import { emailVerificationRoutes } from './emailVerificationRoutes';

export const onboardingFeature = defineFeature({
  name: 'onboarding',
  messages: onboardingMessages,
  routes: [emailVerificationRoutes, credentialsRoutes],
});

export { mailVerificationLink, sendVerificationMail } from './sendVerificationMail';
export { signedVerificationUrl } from './verificationLink';
