// Fails early with a helpful message when a browser of the end-to-end tests is missing: the one of
// every spec, and the full Chromium of push.spec (tests/e2e/e2eBrowser.mjs).
import { existsSync } from 'node:fs';
import { CHROMIUM, e2eChromiumPath } from './e2eBrowser.mjs';

const missing = [...new Set([e2eChromiumPath, CHROMIUM])].filter((path) => !existsSync(path));
if (missing.length > 0) {
  console.error(
    `Chromium not found at ${missing.join(', ')}. The end-to-end tests drive Debian's Chromium:\n` +
      '  sudo apt-get update && sudo apt-get install -y chromium-headless-shell chromium\n' +
      'or point CHROMIUM_PATH at another Chromium binary. (npx playwright install is not used.)',
  );
  process.exit(1);
}
