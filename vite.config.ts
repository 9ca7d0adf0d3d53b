import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';

const THEME_COLOR = '#8b1c1c';

// The API and the websocket live on the Fastify server; in `npm run dev` Vite proxies to it.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

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

export default defineConfig({
  plugins: [
    productionClientBuild,
    react(),
    tailwindcss(),
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
    // (server/plugins/staticApp.ts, `preCompressed`). Listed after the PWA plugin so that sw.js is
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
      '/login': { target: apiTarget, bypass: (req) => (req.method === 'GET' ? req.url : undefined) },
      '/healthz': apiTarget,
    },
  },
});
