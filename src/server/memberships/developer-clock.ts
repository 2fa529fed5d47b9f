import type { Hono } from 'hono';
import { z } from 'zod';
import type { ApiTokenVerifier } from '../auth/api-token/api-token-verifier.ts';
import type { Database } from '../db/database.ts';
import { jsonInputOrNone } from '../http/json-input.ts';
import { serviceRoleOnly } from '../http/service-role-only.ts';

const day = 86_400;
const body = z.union([
  z.strictObject({ advance_days: z.int().min(1).max(3660) }),
  z.strictObject({
    advance_seconds: z
      .int()
      .min(1)
      .max(3660 * day),
  }),
]);

/** How far a request moves the clock, in seconds, or why it cannot. */
export function clockAdvance(input: unknown): number | { problem: string } {
  const parsed = body.safeParse(input);
  if (!parsed.success)
    return {
      problem: 'Send advance_days (1 to 3660) or advance_seconds: the clock only moves forward.',
    };
  return 'advance_days' in parsed.data
    ? parsed.data.advance_days * day
    : parsed.data.advance_seconds;
}

/**
 * POST /developer/clock (a developer tool, docs/decisions/0063): moves the memberships' clock
 * (platform.clock, read by app.now()) forward for every process on the database, and wakes
 * their billing workers, so a person or a journey lives through renewals and retries in
 * seconds. Registered only where the tool is on: elsewhere the path does not exist (404). Where
 * others can reach the server (a deployment whose operator turned it on), it answers only to
 * the service_role key, as the mailbox does.
 */
export function registerDeveloperClock(
  app: Hono,
  db: Database,
  verifyApiToken: ApiTokenVerifier,
  options: { serviceRoleOnly: boolean },
): void {
  if (options.serviceRoleOnly) app.use('/developer/clock', serviceRoleOnly(verifyApiToken));
  app.post('/developer/clock', async (c) => {
    const seconds = clockAdvance(jsonInputOrNone(await c.req.text()));
    if (typeof seconds !== 'number')
      return c.json({ code: 'invalid_clock', message: seconds.problem }, 400);
    const { rows } = await db.transaction(async (tx) => {
      const moved = await tx.query<{ now: Date; shift_seconds: number }>(
        `update platform.clock set shift = shift + make_interval(secs => $1) where id
         returning now() + shift as now, extract(epoch from shift)::float8 as shift_seconds`,
        [seconds],
      );
      await tx.query("select pg_notify('membership_billing', '')");
      return moved;
    });
    return c.json({ now: rows[0]?.now.toISOString(), shift_seconds: rows[0]?.shift_seconds }, 200, {
      'Cache-Control': 'no-store',
    });
  });
}
