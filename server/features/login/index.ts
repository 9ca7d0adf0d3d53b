/** Signing in and out, the signed-in user, password confirmation and reset. */
import { defineFeature } from '../../platform/feature/serverFeature';
import { loginMessages } from './messages';
import { authUserRoutes } from './authUserRoutes';
import { loginRoutes } from './loginRoutes';
import { passwordConfirmationRoutes } from './passwordConfirmationRoutes';
import { passwordResetLinkMail } from './passwordResetLinkMail';
import { passwordResetRoutes } from './passwordResetRoutes';

export const loginFeature = defineFeature({
  name: 'login',
  messages: loginMessages,
  routes: [loginRoutes, authUserRoutes, passwordConfirmationRoutes, passwordResetRoutes],
  mails: [passwordResetLinkMail],
});

export { authUserResponseSchema } from './authUserRoutes';
