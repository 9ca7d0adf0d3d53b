/**
 * `npm start`, `npm run build` and the e2e build all run `vite build`; whatever NODE_ENV the shell
 * has, the client must be the production build (minified, production React, the service worker
 * that makes offline reloads work). Vite takes NODE_ENV from the environment unless the config
 * overrides it, so this resolves the real vite.config.ts as `vite build` would.
 */
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveConfig } from 'vite';

const configFile = fileURLToPath(new URL('../../vite.config.ts', import.meta.url));

describe('the client build', () => {
  const saved = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = saved;
  });

  it.each(['development', 'test', undefined])('is the production build with NODE_ENV=%s', async (nodeEnv) => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    const config = await resolveConfig({ configFile, logLevel: 'silent' }, 'build', 'production');
    expect(config.isProduction).toBe(true);
    expect(config.mode).toBe('production');
    expect(config.build.minify).not.toBe(false);
  });

  it('leaves the dev server (npm run dev) a development one', async () => {
    process.env.NODE_ENV = 'development';
    const config = await resolveConfig({ configFile, logLevel: 'silent' }, 'serve');
    expect(config.isProduction).toBe(false);
  });
});
