/**
 * The numbers of the encrypted local vault (issue 7; design brief 'Patient data on the device').
 * Kept beside the vault rather than in contract/constants.ts: the server never sees them.
 */

/**
 * PBKDF2-HMAC-SHA256 work factor for the key that wraps the data key: OWASP's Password Storage
 * Cheat Sheet recommends 600,000 iterations for PBKDF2-HMAC-SHA256 (the minimum too). A
 * wrapped key records its count, so raising this later only affects vaults created or rewrapped
 * afterwards.
 */
export const PBKDF2_ITERATIONS = 600_000;

/** Random salt per wrapped key, in bytes (NIST SP 800-132: at least 128 bits). */
export const PBKDF2_SALT_BYTES = 16;

/** AES-GCM nonce length in bytes: 96 bits, the length GCM is specified for (NIST SP 800-38D). */
export const AES_GCM_IV_BYTES = 12;

/** The data key: AES-256-GCM. */
export const DATA_KEY_BITS = 256;

/** The format version of every stored vault value (wrapped key, text and byte ciphertexts). */
export const VAULT_FORMAT_VERSION = 1;

/**
 * The second wrap of the data key under a passkey's PRF output (issue 29): HKDF-SHA256 with a
 * random salt per wrap and this context string; the PRF output is 32 bytes, and less material is
 * refused.
 */
export const HKDF_SALT_BYTES = 32;
export const HKDF_INFO = 'kundencenter/vault/prf-wrap/v1';
export const MIN_KEY_MATERIAL_BYTES = 32;
