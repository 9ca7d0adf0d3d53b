/**
 * The keys of the patient data at rest (issue 27): an AES-256-GCM encrypter for the patients'
 * records and the reports' results, and the HMAC key of the patients' identity, both HKDF
 * subkeys of APP_KEY (platform/crypto/keys.ts).
 *
 * Installed once per process by whoever holds the config (main.ts before the demo seed, buildApp,
 * the test app), because the paths that read and write results get no context to carry them:
 * the change feed's entity readers (a static registry) and the demo seed's `recordReportResults`.
 * A second install with another APP_KEY is refused, so one process never mixes two keys.
 */
import { createEncrypter, type Encrypter } from '../../platform/crypto/encryption';
import { deriveKey, KeyPurpose } from '../../platform/crypto/keys';
import { hmacSha256Hex } from '../../platform/crypto/tokens';

export interface ResultKeys {
  /** Encrypts and decrypts the patients' records and the results (`v1.<iv>.<tag>.<ciphertext>`). */
  data: Encrypter;
  /** The patient's identity, hex: equal input, equal hash; unreadable without APP_KEY. */
  identityOf(text: string): string;
}

let installed: { appKey: string; keys: ResultKeys } | null = null;

export function installResultKeys(appKey: string): void {
  if (installed?.appKey === appKey) return;
  if (installed) throw new Error('the results keys are installed with another APP_KEY');
  const identityKey = deriveKey(appKey, KeyPurpose.patientIdentity);
  installed = {
    appKey,
    keys: {
      data: createEncrypter(appKey, KeyPurpose.patientData),
      identityOf: (text) => hmacSha256Hex(identityKey, text),
    },
  };
}

export function resultKeys(): ResultKeys {
  if (!installed) throw new Error('the results keys are not installed (installResultKeys at startup)');
  return installed.keys;
}
