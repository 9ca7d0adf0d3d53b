import { describe, expect, it, vi } from 'vitest';
import { routeServerRequestsToNetwork, serverRequestRules, type RoutableInstallEvent } from './serverRoutes';

const installEvent = (addRoutes?: RoutableInstallEvent['addRoutes']) => {
  const waited: Promise<unknown>[] = [];
  const event: RoutableInstallEvent = { addRoutes, waitUntil: (promise) => waited.push(promise) };
  return { event, waited };
};

describe('the server requests bypass the service worker', () => {
  it('sends the API, the CSRF cookie and the channel authorization to the network', () => {
    expect(serverRequestRules()).toEqual([
      { condition: { urlPattern: { pathname: '/api/*' } }, source: 'network' },
      { condition: { urlPattern: { pathname: '/sanctum/*' } }, source: 'network' },
      { condition: { urlPattern: { pathname: '/broadcasting/*' } }, source: 'network' },
    ]);
  });

  it('adds the rules at install and keeps the install waiting for them', async () => {
    const addRoutes = vi.fn(() => Promise.resolve());
    const { event, waited } = installEvent(addRoutes);
    routeServerRequestsToNetwork(event);
    expect(addRoutes).toHaveBeenCalledWith(serverRequestRules());
    expect(waited).toHaveLength(1);
    await expect(waited[0]).resolves.toBeUndefined();
  });

  it('installs all the same when the browser refuses the rules', async () => {
    const { event, waited } = installEvent(() => Promise.reject(new TypeError('unsupported condition')));
    routeServerRequestsToNetwork(event);
    await expect(waited[0]).resolves.toBeUndefined();
  });

  it('does nothing in a browser without static routing', () => {
    const { event, waited } = installEvent(undefined);
    routeServerRequestsToNetwork(event);
    expect(waited).toHaveLength(0);
  });
});
