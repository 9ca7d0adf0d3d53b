/** Two-factor authentication: setting it up and the challenge at sign-in. */
import { defineFeature } from '../../platform/feature/serverFeature';
import { twoFactorMessages } from './messages';
import { twoFactorMailCodeMail } from './mailCodes';
import { twoFactorChallengeRoutes } from './twoFactorChallengeRoutes';
import { twoFactorSetupRoutes } from './twoFactorSetupRoutes';

export const twoFactorFeature = defineFeature({
  name: 'twoFactor',
  messages: twoFactorMessages,
  routes: [twoFactorSetupRoutes, twoFactorChallengeRoutes],
  mails: [twoFactorMailCodeMail],
});

export { mailCodeRetryAfterS, sendTwoFactorMailCode } from './mailCodes';
export { generateRecoveryCodes, hashRecoveryCode } from './recoveryCodes';
export { totpCodeAt } from './totp';
