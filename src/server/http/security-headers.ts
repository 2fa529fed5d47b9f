import type { MiddlewareHandler } from 'hono';

/** Paths answered by an API (JSON, files from storage): never a page to render or frame. */
const apiPrefixes = [
  '/rest/v1',
  '/auth/v1',
  '/storage/v1',
  '/realtime/v1',
  '/functions/v1',
  '/mailbox/api',
  '/calendar/v1',
  '/health',
  '/config.json',
];

/**
 * The pages another site may put in a frame: the one place to name them. Issue 19's embed page
 * (a business's booking card on its own website, src/web/routes/embed) only: sign-in and
 * booking screens stay unframable, so no site can overlay them to steal clicks; the embed page
 * opens them in a tab of their own. Every other answer says `frame-ancestors 'none'`.
 */
const embeddablePages: RegExp[] = [/^\/embed\/?$/];

const isApiPath = (path: string) =>
  apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/**
 * The Content-Security-Policy of an answer. Pages load scripts only from this origin, never
 * inline (the app's settings travel in a JSON data block, which is not run); styles may be
 * inline, as Mantine sets them on elements; the app talks to this origin and the public API
 * address. API answers, files from storage included, may load nothing and run nothing, so an
 * uploaded HTML or SVG file opened directly stays inert.
 */
export function contentSecurityPolicy(path: string, apiOrigin: string | undefined): string {
  const frameAncestors = embeddablePages.some((page) => page.test(path)) ? '*' : "'none'";
  if (isApiPath(path)) return `default-src 'none'; frame-ancestors ${frameAncestors}`;
  const api = apiOrigin === undefined ? '' : ` ${apiOrigin}`;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${api}`,
    "font-src 'self' data:",
    `connect-src 'self'${api}${apiOrigin === undefined ? '' : ` ${apiOrigin.replace(/^http/, 'ws')}`}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/**
 * The headers a security review expects on every answer: the policy above, no MIME sniffing
 * (a JSON error that echoes input is never read as HTML), and no full URL sent as Referer (links
 * carry one-time tokens).
 */
export function securityHeaders(apiExternalUrl: string | undefined): MiddlewareHandler {
  const apiOrigin = apiExternalUrl === undefined ? undefined : new URL(apiExternalUrl).origin;
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('Content-Security-Policy', contentSecurityPolicy(c.req.path, apiOrigin));
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'same-origin');
  };
}
