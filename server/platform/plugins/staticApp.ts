/**
 * Serves the built PWA (dist/) at `/`. Vite's hashed files under /assets never change and are
 * cached for a year; everything else (index.html, sw.js, the manifest, icons) must be revalidated,
 * or a browser would keep an old service worker and shell. The SPA is hash-routed, so only `/`
 * needs index.html: an unknown path is a 404, not the app.
 * The build writes a .br and a .gz next to every text file (vite.config.ts); `preCompressed` sends the
 * one the browser accepts (brotli first) with `Vary: Accept-Encoding`, so a first visit over a slow
 * line loads a third of the bytes without compressing anything per request.
 */
import { existsSync } from 'node:fs';
import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

export function cacheControlFor(root: string, filePath: string): string {
  const path = relative(root, filePath).split(sep).join('/');
  return path.startsWith('assets/') ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL;
}

/** Returns false (and serves nothing) when the app has not been built. */
export async function registerStaticApp(app: FastifyInstance, root: string): Promise<boolean> {
  if (!existsSync(root)) {
    app.log.warn({ root }, 'the client is not built (npm run build); serving the API only');
    return false;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    // An array: with a plain string @fastify/static's preCompressed lookup of `/` finds no index (404).
    index: ['index.html'],
    redirect: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', cacheControlFor(root, filePath));
    },
  });
  return true;
}
