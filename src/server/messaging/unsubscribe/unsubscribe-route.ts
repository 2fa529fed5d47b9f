import type { Hono } from 'hono';
import type { Database } from '../../db/database.ts';
import { readOneClickRequest, unsubscribeNotFound } from './one-click-request.ts';

/** The unsubscribe page's address: a GET is the app's page, which asks before doing it. */
export const unsubscribePath = '/client-access/unsubscribe';

/**
 * One-click unsubscribe (RFC 8058): a POST to an email's List-Unsubscribe URL turns the
 * client's reminders off at once, without cookies or an API key (the token is the key). A GET
 * of the same URL is the app's page, so mail scanners that open links change nothing.
 */
export function registerUnsubscribeRoute(app: Hono, db: Database): void {
  app.post(unsubscribePath, async (c) => {
    // A body that is no form at all is read as no form: the request lacks the one-click field.
    const form = await c.req.parseBody().catch(() => null);
    const request = readOneClickRequest(c.req.query('token'), form);
    if (!request.ok)
      return c.json({ code: request.code, message: request.message }, request.status);
    const { rows } = await db.query<{ result: { business: string } | null }>(
      'select messaging.unsubscribe($1) as result',
      [request.token],
    );
    const done = rows[0]?.result;
    if (!done) {
      const { code, message, status } = unsubscribeNotFound;
      return c.json({ code, message }, status);
    }
    return c.json({
      unsubscribed: 'reminders',
      message: `Reminders from ${done.business} are off.`,
    });
  });
}
