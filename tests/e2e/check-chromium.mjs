// Fails early with a helpful message when the browser for the end-to-end tests is missing.
import { existsSync } from 'node:fs';
import { e2eChromiumPath } from './e2eBrowser.mjs';

if (!existsSync(e2eChromiumPath)) {
  console.error(
    `Chromium not found at ${e2eChromiumPath}. The end-to-end tests drive Debian's Chromium:\n` +
      '  sudo apt-get update && sudo apt-get install -y chromium-headless-shell chromium\n' +
      'or point CHROMIUM_PATH at another Chromium binary. (npx playwright install is not used.)',
  );
  process.exit(1);
}
