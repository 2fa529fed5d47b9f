import type { Context, MiddlewareHandler } from 'hono';

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by allowFraming: the websites that may frame this answer's page. */
    frameAncestors: readonly string[];
  }
}

/**
 * Paths answered by an API (JSON, files from storage): never a page to render or frame. The
 * embedded test provider is one too, at Stripe's paths (/v1) and its own: its 3-D Secure
 * step is a screen of the client area (src/web/features/payments), which calls it with fetch.
 */
const apiPrefixes = [
  '/rest/v1',
  '/auth/v1',
  '/storage/v1',
  '/realtime/v1',
  '/functions/v1',
  '/mailbox/api',
  '/calendar/v1',
  // The calendar stand-ins' consent page, like the payments test provider's page, loads and
  // runs nothing, and its form's redirects go on to the SPA wherever that is (no form-action).
  '/calendar/test-providers',
  '/payments',
  '/v1',
  '/health',
  '/config.json',
];

/**
 * The pages any site may put in a frame: issue 19's embed page (a business's booking card on
 * its own website, rendered by src/server/embed-page) only. The booking screens may be framed
 * only by the websites their business named (allowFraming), so no other site can overlay them
 * to steal clicks; elsewhere the embed page opens them in a tab of their own. Every other answer says
 * `frame-ancestors 'none'`.
 */
const embeddablePages: RegExp[] = [/^\/embed\/?$/];

/** Lets the given websites (origins) frame this answer's page; none leaves it unframable. */
export function allowFraming(c: Context, origins: readonly string[]): void {
  c.set('frameAncestors', origins);
}

function frameAncestorsOf(path: string, framers: readonly string[]): string {
  if (embeddablePages.some((page) => page.test(path))) return '*';
  return framers.length === 0 ? "'none'" : framers.join(' ');
}

// Where clients pay: with a business on real Stripe, the card form is Stripe's Payment Element,
// which Stripe.js draws from js.stripe.com in its own frames and confirms at api.stripe.com
// (docs/decisions/0040). Only the client area's pages allow it; staff pages stay 'self' only.
const stripeScript = ' https://js.stripe.com';
const stripeFrames = 'https://js.stripe.com https://hooks.stripe.com';
const stripeApi = ' https://api.stripe.com';
const takesCards = (path: string) =>
  path === '/client-access' || path.startsWith('/client-access/');

const isApiPath = (path: string) =>
  apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/**
 * The Content-Security-Policy of an answer. Pages load scripts only from this origin, never
 * inline (the app's settings travel in a JSON data block, which is not run); styles may be
 * inline, as Mantine sets them on elements; the app talks to this origin and the public API
 * address. API answers, files from storage included, may load nothing and run nothing, so an
 * uploaded HTML or SVG file opened directly stays inert.
 */
export function contentSecurityPolicy(
  path: string,
  apiOrigin: string | undefined,
  framers: readonly string[] = [],
): string {
  if (isApiPath(path)) return `default-src 'none'; frame-ancestors 'none'`;
  const frameAncestors = frameAncestorsOf(path, framers);
  const api = apiOrigin === undefined ? '' : ` ${apiOrigin}`;
  const cards = takesCards(path);
  return [
    "default-src 'self'",
    `script-src 'self'${cards ? stripeScript : ''}`,
    ...(cards ? [`frame-src ${stripeFrames}`] : []),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${api}`,
    "font-src 'self' data:",
    `connect-src 'self'${api}${apiOrigin === undefined ? '' : ` ${apiOrigin.replace(/^http/, 'ws')}`}${cards ? stripeApi : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/**
 * Every answer's headers besides its policy: no MIME sniffing (a JSON error that echoes input is
 * never read as HTML), and no full URL sent as Referer (links carry one-time tokens).
 */
const everyAnswer = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'same-origin' };

/**
 * The headers of an API answer written without Hono: the realtime socket's handshake answers,
 * whose upgrade requests never reach the middleware below (realtime-upgrade.ts).
 */
export const apiAnswerHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicy('/realtime/v1', undefined),
  ...everyAnswer,
};

/** The headers a security review expects on every answer: the policy above, and everyAnswer. */
export function securityHeaders(apiExternalUrl: string | undefined): MiddlewareHandler {
  const apiOrigin = apiExternalUrl === undefined ? undefined : new URL(apiExternalUrl).origin;
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const framers = c.get('frameAncestors') ?? [];
    headers.set('Content-Security-Policy', contentSecurityPolicy(c.req.path, apiOrigin, framers));
    for (const [name, value] of Object.entries(everyAnswer)) headers.set(name, value);
  };
}
