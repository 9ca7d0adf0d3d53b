/**
 * The Web Push (VAPID, RFC 8292) key pair of the portal (issue 29): the push services accept a push
 * only when it is signed with the private key whose public key the device subscribed with. Like the
 * other secrets it is generated once into DATA_DIR/secrets.json, so subscriptions survive a restart;
 * given in the environment it wins and is never written. A new pair makes every subscription useless
 * (the devices subscribe again at their next start).
 */
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import webpush from 'web-push';
import { readSecretsFile, SECRETS_FILE_NAME, writeSecretsFile } from './secrets';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** The contact the push services may write to: a mailto: or https: URL. */
  subject: string;
}

/** Without an https APP_URL or VAPID_SUBJECT: a contact the push services accept. */
const DEFAULT_SUBJECT = 'mailto:postmaster@localhost';

export function resolveVapidKeys(
  dataDir: string,
  given: { publicKey?: string | undefined; privateKey?: string | undefined; subject?: string | undefined },
): VapidKeys {
  const subject = given.subject ?? DEFAULT_SUBJECT;
  if (given.publicKey && given.privateKey) {
    return { publicKey: given.publicKey, privateKey: given.privateKey, subject };
  }
  if (given.publicKey || given.privateKey) {
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are given together or not at all');
  }
  const path = join(dataDir, SECRETS_FILE_NAME);
  const stored = readSecretsFile(path);
  if (stored.vapidPublicKey && stored.vapidPrivateKey) {
    return { publicKey: stored.vapidPublicKey, privateKey: stored.vapidPrivateKey, subject };
  }
  const generated = webpush.generateVAPIDKeys();
  mkdirSync(dataDir, { recursive: true });
  writeSecretsFile(path, {
    ...stored,
    vapidPublicKey: generated.publicKey,
    vapidPrivateKey: generated.privateKey,
  });
  return { ...generated, subject };
}
