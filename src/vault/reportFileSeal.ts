import { decryptBytes, encryptBytes } from './vaultCrypto';

/** A report's PDF on the device is sealed under the vault's key, bound to its report. */
const fileContext = (reportId: string) => `reportFile:${reportId}`;

export const sealReportFile = (key: CryptoKey, reportId: string, bytes: ArrayBuffer) =>
  encryptBytes(key, bytes, fileContext(reportId));

export const openReportFile = (key: CryptoKey, reportId: string, sealed: ArrayBuffer) =>
  decryptBytes(key, sealed, fileContext(reportId));
