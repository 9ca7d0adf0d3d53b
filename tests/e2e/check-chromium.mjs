// Fails early with a helpful message when the browser for the end-to-end tests is missing.
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}. The end-to-end tests drive Debian's Chromium:\n` +
      '  sudo apt-get update && sudo apt-get install -y chromium\n' +
      'or point CHROMIUM_PATH at another Chromium binary. (npx playwright install is not used.)',
  );
  process.exit(1);
}
