// Copies the built client (dist/) to the CLIENT_DIR a shard's portal serves (tests/e2e/e2eBrowser.mjs).
import { cpSync, rmSync } from 'node:fs';

const target = process.env.CLIENT_DIR;
if (!target) throw new Error('CLIENT_DIR is not set');
rmSync(target, { recursive: true, force: true });
cpSync('dist', target, { recursive: true });
