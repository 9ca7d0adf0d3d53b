import { decryptBytes, encryptBytes } from './vaultCrypto';

/** A system message's attachment on the device is sealed under the vault's key, bound to its file. */
const fileContext = (fileId: string) => `messageFile:${fileId}`;

export const sealMessageFile = (key: CryptoKey, fileId: string, bytes: ArrayBuffer) =>
  encryptBytes(key, bytes, fileContext(fileId));

export const openMessageFile = (key: CryptoKey, fileId: string, sealed: ArrayBuffer) =>
  decryptBytes(key, sealed, fileContext(fileId));
