import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { allowFraming } from '../http/security-headers.ts';
import type { BookingPageExtras } from '../link-preview/booking-link-preview.ts';
import { firstScreenDocument } from '../booking-page/first-screen-document.ts';
import { pageWithPreview } from '../link-preview/preview-tags.ts';
import { isAppRoute } from './is-app-route.ts';
import { pageWithConfig } from './page-with-config.ts';

// Vite puts a content hash in every file name under /assets, so they never change.
const immutable = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA from webDir: for every screen path (history fallback) index.html with
 * the SPA's settings written in, never cached; every other path is a file, served with its
 * precompressed .br/.gz twin (made by scripts/precompress.mjs), hashed assets cached for a year.
 * A page that `extras` describes (a booking link) carries its link-preview tags, and may be
 * framed by the business's own websites; the catalogue opens on the server's first screen.
 */
export function registerSpa(
  app: Hono,
  webDir: string,
  config: (c: Context) => object,
  extras: (c: Context) => Promise<BookingPageExtras | null> = () => Promise.resolve(null),
): void {
  // Read once: a build replaces the whole directory, and the server is restarted with it.
  let indexHtml: Promise<string | undefined> | undefined;
  const readIndexHtml = () =>
    (indexHtml ??= readFile(path.join(webDir, 'index.html'), 'utf8').catch(() => undefined));
  app.get('*', async (c, next) => {
    const html = isAppRoute(c.req.path) ? await readIndexHtml() : undefined;
    if (html === undefined) return next();
    c.header('Cache-Control', 'no-cache');
    const described = await extras(c);
    if (described === null) return c.html(pageWithConfig(html, config(c)));
    // Its preview and first screen are in the visitor's language (Accept-Language).
    c.header('Vary', 'Accept-Language', { append: true });
    allowFraming(c, described.frameAncestors);
    const page = pageWithPreview(html, described.preview);
    const { firstScreen } = described;
    return c.html(
      pageWithConfig(
        firstScreen === null ? page : firstScreenDocument(page, firstScreen, described.language),
        config(c),
      ),
    );
  });
  app.get(
    '*',
    serveStatic({
      root: webDir,
      precompressed: true,
      onFound: (filePath, c) => {
        c.header('Cache-Control', filePath.includes('/assets/') ? immutable : 'no-cache');
      },
    }),
  );
}
