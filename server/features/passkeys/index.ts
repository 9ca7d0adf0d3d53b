/** Passkeys (issue 29): WebAuthn registration, the passkey second factor, and the owner's list. */
import { defineFeature } from '../../platform/feature/serverFeature';
import { passkeyMessages } from './messages';
import { passkeyChallengeRoutes } from './passkeyChallengeRoutes';
import { passkeyEntity } from './passkeyEntity';
import { passkeyManagementRoutes } from './passkeyManagementRoutes';
import { passkeyRegistrationRoutes } from './passkeyRegistrationRoutes';

export const passkeysFeature = defineFeature({
  name: 'passkeys',
  messages: passkeyMessages,
  routes: [passkeyRegistrationRoutes, passkeyManagementRoutes, passkeyChallengeRoutes],
  syncEntities: { passkey: passkeyEntity },
});
