/** The socket address pusher-js uses: the portal's own origin (APP_URL), the same port as the API. */
import type { PusherClientConfig } from '../../../src/contract/publicConfig';

export function pusherClientConfig(appUrl: string, key: string): PusherClientConfig {
  const url = new URL(appUrl);
  const scheme = url.protocol === 'https:' ? 'https' : 'http';
  const port = url.port ? Number(url.port) : scheme === 'https' ? 443 : 80;
  return { key, host: url.hostname.replace(/^\[|\]$/g, ''), port, scheme };
}
