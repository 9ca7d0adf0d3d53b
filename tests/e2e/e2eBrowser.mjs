import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The browser of the end-to-end tests: CHROMIUM_PATH where set, else Debian's old headless shell
 * (`apt-get install chromium-headless-shell`: the same Chromium build without the browser's UI,
 * what Playwright itself runs for headless tests) where installed, else Debian's Chromium. The shell
 * costs the two cores less per test (docs/decisions.md, "The end-to-end browser"); a spec that needs
 * the full browser (notifications of a service worker) launches `CHROMIUM` with `CHROMIUM_ARGS`.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const e2eChromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The built client a shard's portal serves (CLIENT_DIR): a copy of dist/ per portal, so that a spec
 * that changes the service worker (updatePrompt) never changes the other shard's.
 */
export const clientDirOf = (port) => join(tmpdir(), `kundencenter-e2e-client-${port}`);
