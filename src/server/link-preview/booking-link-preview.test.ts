import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { StatementTimeoutError, supabaseStatementTimeouts } from '../db/statement-timeouts.ts';
import { bookingPageExtras } from './booking-link-preview.ts';

// A visitor's reads are bounded by anon's statement timeout (docs/decisions/0049): a booking
// page whose reads run out of time is still served, as the plain app, which reads for itself.
describe('the booking page when its reads run out of time', () => {
  /** A database whose every read fails with `error`. */
  const failingWith = (error: Error): Database => ({
    kind: 'postgres',
    statementTimeouts: supabaseStatementTimeouts,
    query: () => Promise.reject(error),
    exec: () => Promise.reject(error),
    transaction: () => Promise.reject(error),
    withAdvisoryLock: () => Promise.reject(error),
    listen: () => Promise.reject(error),
    close: () => Promise.resolve(),
  });
  const pageUrl = 'https://book.example.com/client-access/register/?tenant=slow-studio';

  it("keeps the product's preview and no first screen or framing", async () => {
    const extras = await bookingPageExtras(
      failingWith(new StatementTimeoutError()),
      pageUrl,
      undefined,
    );
    expect(extras).toMatchObject({
      preview: { title: 'Booking Platform', url: pageUrl },
      frameAncestors: [],
      firstScreen: null,
    });
  });

  it('still fails on anything else', async () => {
    await expect(
      bookingPageExtras(failingWith(new Error('connection lost')), pageUrl, undefined),
    ).rejects.toThrow('connection lost');
  });
});
