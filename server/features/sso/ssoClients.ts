/**
 * The openid-client configuration of each provider, discovered on first use and kept (a provider
 * that could not be reached is asked again next time). A provider on http (only allowed on a
 * loopback host, oidcProviders.ts) is the developer's or the tests' own.
 */
import * as client from 'openid-client';
import type { OidcProviderConfig } from '../../platform/config/config';

export type SsoClients = (provider: OidcProviderConfig) => Promise<client.Configuration>;

export function createSsoClients(): SsoClients {
  const discovered = new Map<string, Promise<client.Configuration>>();
  return (provider) => {
    let configuration = discovered.get(provider.id);
    if (!configuration) {
      const insecure = new URL(provider.issuer).protocol === 'http:';
      configuration = client.discovery(
        new URL(provider.issuer),
        provider.clientId,
        provider.clientSecret,
        undefined,
        insecure ? { execute: [client.allowInsecureRequests] } : undefined,
      );
      configuration.catch(() => discovered.delete(provider.id));
      discovered.set(provider.id, configuration);
    }
    return configuration;
  };
}
