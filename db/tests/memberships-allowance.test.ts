import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import {
  staffEnrolls,
  staffMadeClient,
  startPaymentsSetup,
} from '../../src/server/test-support/test-payments.ts';
import {
  classIn,
  enrollWith,
  makePlan,
  membershipRow,
  sellPlan,
  shiftClock,
  type MembershipBusiness,
} from './memberships-fixture.ts';

// A membership's allowance is the ledger's (issue 35, points 1 and 2): each place a credit_use
// of its period's grant, given back when cancelled in time, carried over up to the cap when the
// next period begins; a late cancel uses the class or charges the fee, as the business says.
describe.each(testDatabaseKinds)("a membership's allowance on %s", (kind) => {
  let b: MembershipBusiness;
  let plans = 0;
  beforeAll(async () => {
    b = await startPaymentsSetup(kind, 'members-allow', 5);
    await b.server.db.query('update public.tenants set late_cancel_fee_minor = 700 where id = $1', [
      b.a.id,
    ]);
  });
  afterEach(() => shiftClock(b.server, '0'));
  afterAll(() => b.server.stop());

  async function member(values: Record<string, unknown> = {}) {
    return sellPlan(b, await makePlan(b, { name: `Plan ${++plans}`, ...values }));
  }
  async function left(sub: string) {
    return (await membershipRow(b, sub)).allowance_left;
  }
  async function cancel(placeId: string) {
    const preview = await b.a.client.client.rpc('cancellation_preview', { enrollment_id: placeId });
    const done = await b.a.client.client.rpc('cancel_enrollment', { enrollment_id: placeId });
    expect(done.error).toBeNull();
    return preview.data as { returns: string; fee_minor: number; status: string };
  }
  async function fees(placeId: string) {
    const { rows } = await b.server.db.query<{ amount_minor: number }>(
      `select amount_minor::int from public.transactions
       where enrollment_id = $1 and kind = 'charge'`,
      [placeId],
    );
    return rows.map((row) => row.amount_minor);
  }

  it('gives the class back when a place is cancelled in time', async () => {
    const sub = await member({ allowance: 4 });
    const placed = await enrollWith(b, await classIn(b, 48), sub);
    expect(await left(sub)).toBe(3);
    expect(await cancel(placed.data?.id ?? '')).toMatchObject({ returns: 'credit', fee_minor: 0 });
    expect(await left(sub)).toBe(4);
  });

  it("uses the class on a late cancel when the business says 'use'", async () => {
    const sub = await member({ allowance: 4 });
    const placed = await enrollWith(b, await classIn(b, 3), sub);
    const preview = await cancel(placed.data?.id ?? '');
    expect(preview).toMatchObject({ status: 'late_cancelled', returns: 'nothing', fee_minor: 0 });
    expect(await left(sub)).toBe(3);
    expect(await fees(placed.data?.id ?? '')).toEqual([]);
  });

  it("gives the class back and charges the fee on a late cancel when it says 'fee'", async () => {
    await b.server.db.query(
      "update public.tenants set membership_late_cancel = 'fee' where id = $1",
      [b.a.id],
    );
    try {
      const sub = await member({ allowance: 4 });
      const placed = await enrollWith(b, await classIn(b, 3), sub);
      const preview = await cancel(placed.data?.id ?? '');
      expect(preview).toMatchObject({
        status: 'late_cancelled',
        returns: 'credit',
        fee_minor: 700,
      });
      expect(await left(sub)).toBe(4);
      expect(await fees(placed.data?.id ?? '')).toEqual([700]);
    } finally {
      await b.server.db.query(
        "update public.tenants set membership_late_cancel = 'use' where id = $1",
        [b.a.id],
      );
    }
  });

  it('carries unused classes into the next period, up to the cap', async () => {
    const sub = await member({ allowance: 3, carry_over_cap: 2 });
    expect((await enrollWith(b, await classIn(b, 30), sub)).error).toBeNull();
    const { period_ends_at: ends } = await membershipRow(b, sub);
    await shiftClock(b.server, `${(Date.parse(String(ends)) - Date.now()) / 1000 + 3600} seconds`);
    await b.server.db.query(`select app.begin_period($1, 2, $2, 'desk')`, [sub, ends]);
    expect(await membershipRow(b, sub)).toMatchObject({
      period_number: 2,
      allowance: 3 + 2,
      allowance_left: 5,
    });
    // A class in the new period draws on the new grant.
    const next = await enrollWith(
      b,
      await classIn(b, (Date.parse(String(ends)) - Date.now()) / 3_600_000 + 30),
      sub,
    );
    expect(next.error).toBeNull();
    expect(await left(sub)).toBe(4);
  });

  it('settles a waitlisted place with the membership when it is promoted', async () => {
    const sub = await member({ allowance: 2 });
    const full = await classIn(b, 30, 1);
    const other = await staffMadeClient(b.a, 'First In');
    const taken = await staffEnrolls(b.a, full, b.cat.dropIn, other);
    const waiting = await enrollWith(b, full, sub);
    expect(waiting.data).toMatchObject({ status: 'waitlisted' });
    expect(await left(sub)).toBe(2);
    const freed = await b.a.staff.client.rpc('cancel_enrollment', { enrollment_id: taken.id });
    expect(freed.error).toBeNull();
    const { rows } = await b.server.db.query(
      'select status from public.enrollments where id = $1',
      [waiting.data?.id],
    );
    expect(rows).toEqual([{ status: 'confirmed' }]);
    expect(await left(sub)).toBe(1);
  });

  it('lets two bookings at once take the last class only once', async () => {
    const sub = await member({ allowance: 1 });
    const sessions = [await classIn(b, 30), await classIn(b, 32)];
    const answers = await Promise.all(sessions.map((session) => enrollWith(b, session, sub)));
    expect(answers.map((answer) => answer.error?.code ?? 'ok').sort()).toEqual([
      'allowance_used',
      'ok',
    ]);
    expect(await left(sub)).toBe(0);
  });
});
