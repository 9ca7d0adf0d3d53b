/**
 * The Pusher app id, key and secret. Given in the environment (PUSHER_APP_ID/KEY/SECRET) when other
 * back ends must share them; otherwise derived from APP_KEY with HKDF, so every instance of one
 * deployment agrees without further configuration. The key is public (GET /api/config), the
 * secret never leaves the server.
 */
import type { Config } from '../config/config';
import { deriveKey, KeyPurpose } from '../crypto/keys';

export interface PusherCredentials {
  appId: string;
  key: string;
  secret: string;
}

export function pusherCredentials(config: Pick<Config, 'appKey' | 'pusher'>): PusherCredentials {
  const given = config.pusher ?? {};
  return {
    appId:
      given.appId ?? String(deriveKey(config.appKey, KeyPurpose.pusherAppId).readUInt32BE(0) % 1_000_000),
    key: given.key ?? deriveKey(config.appKey, KeyPurpose.pusherKey).subarray(0, 10).toString('hex'),
    secret: given.secret ?? deriveKey(config.appKey, KeyPurpose.pusherSecret).toString('hex'),
  };
}
