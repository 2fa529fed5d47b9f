import { timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { Database } from '../../db/database.ts';
import { jsonInputOrNone } from '../../http/json-input.ts';

// POST /calendar/v1/push/google and /microsoft (issue 37, point 2: "at once where the provider
// pushes changes"): a provider's notification that a calendar changed makes it due for a sync
// now. Each names its channel (Google's channel id, Microsoft's subscription id) and carries the
// token we gave it when opening the channel; a notification whose token does not match is not
// ours and changes nothing. The notification's content is never trusted: the sync reads the
// calendar itself.

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Makes the calendar of a channel due now when the token is the channel's; whether it was. */
async function announced(db: Database, channel: string, token: string): Promise<boolean> {
  if (channel === '' || channel.length > 500 || token === '' || token.length > 200) return false;
  const { rows } = await db.query<{ tenant_id: string; calendar_id: string; token: string | null }>(
    'select tenant_id, calendar_id, token from calendars.push_channel($1)',
    [channel],
  );
  const row = rows[0];
  if (row === undefined || row.token === null || !same(row.token, token)) return false;
  await db.query('select calendars.sync_now($1, $2)', [row.tenant_id, row.calendar_id]);
  return true;
}

const problem = (c: Context, status: 400 | 404, code: string, message: string) =>
  c.json({ code, message }, status);

export function registerPushRoutes(app: Hono, db: Database): void {
  app.post('/calendar/v1/push/google', async (c) => {
    const channel = c.req.header('X-Goog-Channel-ID') ?? '';
    const token = c.req.header('X-Goog-Channel-Token') ?? '';
    // The first message of a channel says it is open ("sync"): nothing changed yet.
    const state = c.req.header('X-Goog-Resource-State');
    if (state === 'sync') return c.body(null, 200);
    return (await announced(db, channel, token))
      ? c.body(null, 200)
      : problem(
          c,
          404,
          'push_channel_unknown',
          'No open channel of this server has that id and token.',
        );
  });

  app.post('/calendar/v1/push/microsoft', async (c) => {
    // Graph checks the address when a subscription is made: the token comes back as it came.
    const validation = c.req.query('validationToken');
    if (validation !== undefined) {
      return validation.length > 0 && validation.length <= 1000
        ? c.text(validation, 200)
        : problem(
            c,
            400,
            'invalid_notification',
            'Send change notifications as Microsoft Graph does.',
          );
    }
    const body = jsonInputOrNone(await c.req.text()) as { value?: unknown } | undefined;
    if (!Array.isArray(body?.value) || body.value.length > 1000) {
      return problem(
        c,
        400,
        'invalid_notification',
        'Send change notifications as Microsoft Graph does.',
      );
    }
    for (const item of body.value as unknown[]) {
      if (typeof item !== 'object' || item === null) continue;
      const { subscriptionId, clientState } = item as {
        subscriptionId?: unknown;
        clientState?: unknown;
      };
      if (typeof subscriptionId === 'string' && typeof clientState === 'string') {
        await announced(db, subscriptionId, clientState);
      }
    }
    // Graph wants 202 quickly whatever became of each one; unknown ones are dropped.
    return c.body(null, 202);
  });
}
