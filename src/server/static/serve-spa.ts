import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { isAppRoute } from './is-app-route.ts';

// Vite puts a content hash in every file name under /assets, so they never change.
const immutable = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA from webDir: files with their precompressed .br/.gz twins (made by
 * scripts/precompress.mjs), hashed assets cached for a year, index.html never cached and
 * answered for every screen path (history fallback).
 */
export function registerSpa(app: Hono, webDir: string): void {
  app.get(
    '*',
    serveStatic({
      root: webDir,
      precompressed: true,
      onFound: (path, c) => {
        c.header('Cache-Control', path.includes('/assets/') ? immutable : 'no-cache');
      },
    }),
  );
  const indexHtml = serveStatic({
    root: webDir,
    precompressed: true,
    rewriteRequestPath: () => '/index.html',
    onFound: (_path, c) => {
      c.header('Cache-Control', 'no-cache');
    },
  });
  app.get('*', (c, next) => (isAppRoute(c.req.path) ? indexHtml(c, next) : next()));
}
