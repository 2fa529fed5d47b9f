import type { Context, Hono } from 'hono';
import type { ApiTokenVerifier } from '../auth/api-token/api-token-verifier.ts';
import type { Database } from '../db/database.ts';
import {
  calendarFilename,
  feedCalendar,
  feedRefreshSeconds,
  singleEventCalendar,
} from './feed-calendar.ts';
import { feedTokenPattern, readCalendarFeed, readCallerEvent } from './read-calendar.ts';
import { acceptedLanguages, chooseLocale } from '../../shared/i18n/choose-locale.ts';
import { isLocale, sourceLocale } from '../../shared/i18n/locales.ts';
import { wordsIn } from '../../shared/i18n/static-words.ts';
import { isUuid } from '../../shared/uuid.ts';
import { signedIn } from '../http/signed-in-claims.ts';

export interface CalendarRouteServices {
  db: Database;
  verifyApiToken: ApiTokenVerifier;
  /** SITE_URL: its host name makes every event's UID global, as in the emailed .ics. */
  siteUrl: string;
}

const problem = (c: Context, status: 400 | 401 | 404, code: string, message: string) =>
  c.json({ code, message }, status, { 'Cache-Control': 'no-store' });

/** The token or id of the last path segment, with or without the .ics a calendar app likes. */
const withoutIcs = (segment: string) => segment.replace(/\.ics$/i, '');

/**
 * /calendar/v1 (issue 18, point 3): a person's calendar feed at their secret subscription URL
 * (webcal:// or https://, no sign-in: the token is the key), and one booking's .ics for "Add to
 * calendar", as the signed-in caller. GET and HEAD only; each answer is text/calendar.
 */
export function registerCalendarRoutes(app: Hono, services: CalendarRouteServices): void {
  const { db, verifyApiToken } = services;
  const host = new URL(services.siteUrl).hostname;

  app.get('/calendar/v1/feeds/:token', async (c) => {
    const token = withoutIcs(c.req.param('token'));
    const feed = feedTokenPattern.test(token) ? await readCalendarFeed(db, token) : null;
    if (feed === null) {
      return problem(
        c,
        404,
        'calendar_feed_not_found',
        'This calendar link does not work (any more): a new link was made, or it was never one. Copy the current link from your settings and subscribe again.',
      );
    }
    // In its person's language, whoever's app fetches it (messaging.person_locale).
    const words = wordsIn(isLocale(feed.locale) ? feed.locale : sourceLocale);
    return c.body(feedCalendar(feed, { host, now: new Date(), words }), 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `inline; filename="${calendarFilename(feed.business.slug)}"`,
      // Calendar apps poll; a private cache may keep it for a while, shared caches never.
      'Cache-Control': `private, max-age=${Math.min(feedRefreshSeconds, 300)}`,
      'X-Robots-Tag': 'noindex',
      'Referrer-Policy': 'no-referrer',
    });
  });

  app.get('/calendar/v1/events/:id', async (c) => {
    const id = withoutIcs(c.req.param('id'));
    if (!isUuid(id)) {
      return problem(c, 400, 'invalid_id', 'A booking is named by its id, a UUID.');
    }
    const claims = await signedIn(c, verifyApiToken);
    if (claims === null) {
      return problem(c, 401, 'not_signed_in', 'Sign in to add your bookings to a calendar.');
    }
    const found = await readCallerEvent(db, claims, id);
    if (found === null) {
      return problem(
        c,
        404,
        'booking_not_found',
        'There is no such booking of yours, or it was cancelled.',
      );
    }
    const { business, event, owner } = found;
    const day = event.starts_at.slice(0, 10);
    // The caller's language, as the SPA that asks shows it: their account's choice, else their
    // browser's, else the business's default.
    const metadata = claims.user_metadata as { locale?: unknown } | undefined;
    const words = wordsIn(
      chooseLocale({
        person: typeof metadata?.locale === 'string' ? metadata.locale : null,
        accepted: acceptedLanguages(c.req.header('Accept-Language')),
        business: business.locale,
      }),
    );
    const file = singleEventCalendar(business, event, owner, { host, now: new Date(), words });
    return c.body(file, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${calendarFilename(event.service, day)}"`,
      'Cache-Control': 'private, no-store',
    });
  });

  // HEAD is answered by the GET routes above (Hono runs them and drops the body); other
  // paths under /calendar/v1 get the JSON 404 of http/api-not-found.ts.
  app.on(
    ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    ['/calendar/v1/feeds/:token', '/calendar/v1/events/:id'],
    (c) =>
      c.json(
        { code: 'method_not_allowed', message: 'Calendars are read with GET (or HEAD) only.' },
        405,
        { Allow: 'GET, HEAD' },
      ),
  );
}
