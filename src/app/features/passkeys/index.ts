/** Passkeys (issue 29): the account's list, the lock screen's unlock, the second factor's steps. */
export { PasskeySettings } from './PasskeySettings';
export { PasskeyUnlock } from './PasskeyUnlock';
export { PasskeyTwoFactorSetup } from './PasskeyTwoFactorSetup';
export { PasskeyChallenge } from './PasskeyChallenge';
