/**
 * The short-lived signed URL of `GET /api/files/{id}` (spec §7: the answer is `{url}`): an HMAC
 * over the file id and the expiry under a key derived from APP_KEY for this purpose only. The URL
 * alone is not enough: the download route still wants the caller's session and checks that the
 * file's message is visible to them (fileRoutes.ts), so a URL copied into a mail or a log opens
 * nothing for anyone else, and stops working after FILE_URL_TTL_SECONDS for its own user too.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { FILE_URL_TTL_SECONDS } from '../../../src/contract/constants';
import { deriveKey, KeyPurpose } from '../crypto/keys';

export interface SignedFileUrl {
  expires: number;
  signature: string;
}

export function createFileUrlSigner(appKey: string) {
  const key = deriveKey(appKey, KeyPurpose.fileUrlSignature);
  const mac = (fileId: number, expires: number) =>
    createHmac('sha256', key).update(`file:${fileId}:${expires}`).digest('base64url');

  return {
    /** The query of a URL valid for FILE_URL_TTL_SECONDS from `now`. */
    sign(fileId: number, now: Date): SignedFileUrl {
      const expires = Math.floor(now.getTime() / 1000) + FILE_URL_TTL_SECONDS;
      return { expires, signature: mac(fileId, expires) };
    },
    /** Whether the signature is this file's and has not expired at `now`. */
    verify(fileId: number, { expires, signature }: SignedFileUrl, now: Date): boolean {
      if (expires * 1000 <= now.getTime()) return false;
      const expected = Buffer.from(mac(fileId, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type FileUrlSigner = ReturnType<typeof createFileUrlSigner>;
