/**
 * Who the WebAuthn ceremonies are for: the RP ID is APP_URL's host name and the only accepted
 * origin is APP_URL's origin, so an assertion made for a look-alike site is refused.
 *
 * WebAuthn refuses an IP address as RP ID. A loopback APP_URL (`http://127.0.0.1:8080`, the
 * default of a local start) is therefore served as `localhost` with the same port: passkeys work
 * when the portal is opened at http://localhost:<port> (a secure context, like https).
 */
import type { Config } from '../../platform/config/config';
import { localhostUrlOf } from '../../platform/net/browserOrigins';

export interface RelyingParty {
  rpID: string;
  rpName: string;
  origin: string;
}

export function relyingPartyOf(config: Pick<Config, 'appUrl' | 'labName'>): RelyingParty {
  const url = localhostUrlOf(config.appUrl);
  return { rpID: url.hostname, rpName: `Kundencenter ${config.labName}`, origin: url.origin };
}
