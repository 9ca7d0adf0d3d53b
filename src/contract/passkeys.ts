import { z } from 'zod';
import { PASSKEY_NAME_MAX_LENGTH } from './constants';
import { ValidationMessage } from './validationMessages';

/**
 * Passkeys (issue 29): WebAuthn credentials of a user, for the second factor and, where the
 * authenticator has the PRF extension, for unlocking the vault on the device that registered it.
 * The WebAuthn JSON of the ceremonies (options, responses) is @simplewebauthn's and passes through
 * as an object; the server library validates it.
 */

/** A passkey as listed and mirrored (entity `passkey`): no key material, no counter. */
export const passkeyRecordSchema = z.object({
  id: z.number(),
  /** The WebAuthn credential id, base64url: the device's unlock copy is bound to it. */
  credential_id: z.string(),
  name: z.string(),
  /** Whether the authenticator gave a PRF result: else the passkey signs in only. */
  prf: z.boolean(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type PasskeyRecord = z.infer<typeof passkeyRecordSchema>;

const passkeyName = z
  .string()
  .trim()
  .min(1, ValidationMessage.required)
  .transform((name) => name.slice(0, PASSKEY_NAME_MAX_LENGTH));

/** A ceremony's response as @simplewebauthn/browser answers it (RegistrationResponseJSON etc.). */
const webAuthnResponse = z.looseObject({
  id: z.string().min(1),
  rawId: z.string().min(1),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().min(1) }),
});

/** `POST /api/user/passkeys`: the registration's response, a name, and whether PRF answered. */
export const registerPasskeySchema = z.object({
  name: passkeyName,
  prf: z.boolean().default(false),
  response: webAuthnResponse,
});
export type RegisterPasskeyInput = z.input<typeof registerPasskeySchema>;

/** `PUT /api/user/passkeys/:id`. */
export const renamePasskeySchema = z.object({ name: passkeyName });

/** `POST /api/two-factor-challenge/passkey`: the assertion of the authentication ceremony. */
export const passkeyAssertionSchema = z.object({ response: webAuthnResponse });

/** The options of a ceremony (PublicKeyCredentialCreationOptionsJSON / RequestOptionsJSON). */
export const webAuthnOptionsSchema = z.looseObject({ challenge: z.string() });
export type WebAuthnOptions = z.infer<typeof webAuthnOptionsSchema>;

/** Answer of a registration: the passkey, and whether it confirmed the passkey second factor. */
export const passkeyRegisteredSchema = z.object({
  passkey: passkeyRecordSchema,
  two_factor_confirmed: z.boolean(),
});
export type PasskeyRegistered = z.infer<typeof passkeyRegisteredSchema>;
