/** Two-factor authentication: setting it up and the challenge at sign-in. */
import { defineFeature } from '../../platform/feature/serverFeature';
import { twoFactorChallengeRoutes } from './twoFactorChallengeRoutes';
import { twoFactorSetupRoutes } from './twoFactorSetupRoutes';

export const twoFactorFeature = defineFeature({
  name: 'twoFactor',
  routes: [twoFactorSetupRoutes, twoFactorChallengeRoutes],
});

export { mailCodeRetryAfterS, sendTwoFactorMailCode } from './mailCodes';
export { generateRecoveryCodes, hashRecoveryCode } from './recoveryCodes';
export { totpCodeAt } from './totp';
