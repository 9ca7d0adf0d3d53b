import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { defineConfig, transformWithOxc, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';
import {
  DEFAULT_LAB_NAME,
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  LOCALES,
  PRODUCT_NAME,
} from './src/contract/constants.ts';
import { LANGUAGE_BUTTON_CLASS } from './src/app/components/languageButtonClass.ts';
import { LAB_NAME_STORAGE_KEY, LANGUAGE_STORAGE_KEY } from './src/app/config/storageKeys.ts';

const THEME_COLOR = '#8b1c1c';

// The API and the websocket live on the Fastify server; in `npm run dev` Vite proxies to it,
// addressed by the server's own name (changeOrigin): the server answers only its APP_URL host and
// loopback names on its own port (server/platform/net/hostAllowlist.ts), not Vite's localhost:5173.
const apiTarget = { target: process.env.API_URL ?? 'http://127.0.0.1:8080', changeOrigin: true };

/**
 * `vite build` always builds the production client, whatever NODE_ENV the shell has: Vite would
 * otherwise take NODE_ENV=development from the environment and build a client without minifying
 * and without a working service worker, so offline reloads would show nothing. Vite decides
 * production after the config hooks ran, which is where its docs say to set NODE_ENV. The server's
 * developer pages have their own switch (DEV_TOOLS).
 */
const productionClientBuild: Plugin = {
  name: 'kundencenter:production-client-build',
  config(_config, { command }) {
    if (command === 'build') process.env.NODE_ENV = 'production';
  },
};

/**
 * The static login shell's classic script (docs/decisions.md, "A static login shell"): the types of
 * src/app/shell/loginShell.ts stripped, called with the texts index.html's shell names (data-t,
 * data-t-label, the language names) in both languages, from the app's locale files.
 */
async function loginShellScript(): Promise<string> {
  const html = readFileSync('index.html', 'utf8');
  const keys = new Set([
    ...[...html.matchAll(/data-t(?:-label)?="([^"]+)"/g)].map((match) => match[1] ?? ''),
    ...LOCALES.map((locale) => `language.${locale}`),
  ]);
  const texts = Object.fromEntries(
    LOCALES.map((locale) => {
      const messages: unknown = JSON.parse(readFileSync(`src/app/locales/${locale}.json`, 'utf8'));
      const text = (key: string) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
        if (typeof value !== 'string') throw new Error(`login shell: no text ${key} in ${locale}.json`);
        return value;
      };
      return [locale, Object.fromEntries([...keys].map((key) => [key, text(key)]))];
    }),
  );
  const config = {
    texts,
    locales: LOCALES,
    defaultLocale: DEFAULT_LOCALE,
    fallbackLocale: FALLBACK_LOCALE,
    languageStorageKey: LANGUAGE_STORAGE_KEY,
    labNameStorageKey: LAB_NAME_STORAGE_KEY,
    defaultLabName: DEFAULT_LAB_NAME,
    productName: PRODUCT_NAME,
    languageButtonClass: LANGUAGE_BUTTON_CLASS,
  };
  const source = 'src/app/shell/loginShell.ts';
  const { code } = await transformWithOxc(readFileSync(source, 'utf8'), source, { lang: 'ts' });
  const body = code.replace(/^export function runLoginShell/m, 'function runLoginShell');
  return `(() => {\n${body}\nrunLoginShell(${JSON.stringify(config)});\n})();\n`;
}

/**
 * Adds the login shell's script after the shell's markup: built as a hashed file under assets/
 * (cached for a year, precached by the service worker), served from memory by `npm run dev`.
 */
function loginShell(): Plugin {
  const devPath = '/login-shell.js';
  let fileName: string | undefined;
  let script: string | undefined;
  return {
    name: 'kundencenter:login-shell',
    async buildStart() {
      script = await loginShellScript();
      fileName = `assets/login-shell-${createHash('sha256').update(script).digest('hex').slice(0, 8)}.js`;
    },
    generateBundle() {
      if (script && fileName) this.emitFile({ type: 'asset', fileName, source: script });
    },
    configureServer(server) {
      server.middlewares.use(devPath, (_request, response, next) => {
        loginShellScript().then((code) => {
          response.setHeader('Content-Type', 'text/javascript');
          response.end(code);
        }, next);
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        if (context.server) return html.replace('</body>', `<script src="${devPath}"></script>\n</body>`);
        // The app's module scripts after the shell's script: the stylesheet and the shell's script are
        // requested first (six connections per host over HTTP/1.1), so the shell paints while the app loads.
        const appScripts: string[] = [];
        const head = html.replace(
          /\s*<(?:script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g,
          (tag) => {
            appScripts.push(tag.trim());
            return '';
          },
        );
        const shellScript = `<script src="/${fileName ?? ''}" fetchpriority="high"></script>`;
        return head.replace('</body>', `${[shellScript, ...appScripts].join('\n')}\n</body>`);
      },
    },
  };
}

export default defineConfig({
  plugins: [
    productionClientBuild,
    react(),
    tailwindcss(),
    loginShell(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,webmanifest}'],
      },
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'Kundencenter',
        short_name: 'Kundencenter',
        description: 'Kundencenter des Labors: Befunde, Nachfragen, Tickets und Schulungen',
        lang: 'de',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOR,
        background_color: '#ffffff',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
    // A .br and a .gz next to every text file of dist/, sent by the server as they are
    // (server/platform/plugins/staticApp.ts, `preCompressed`). Listed after the PWA plugin so that sw.js is
    // written before; the precache list (globPatterns above) never includes the .br/.gz copies.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(?:html|js|mjs|css|json|svg|webmanifest|txt)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/sanctum': apiTarget,
      '/login': { ...apiTarget, bypass: (req) => (req.method === 'GET' ? req.url : undefined) },
      '/healthz': apiTarget,
    },
  },
});
