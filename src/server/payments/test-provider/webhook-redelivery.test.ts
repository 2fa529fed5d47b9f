import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/test-database.ts';
import { startPaymentsSetup, type PaymentsSetup } from '../../test-support/test-payments.ts';

describe.each(testDatabaseKinds)('test provider webhooks lost with a process on %s', (kind) => {
  let s: PaymentsSetup;
  beforeAll(async () => {
    s = await startPaymentsSetup(kind, 'redeliver', 2, { MESSAGE_POLL_SECONDS: '1' });
  });
  afterAll(() => s.server.stop());

  const pending = async () =>
    (
      await s.server.db.query<{ id: string; pending: number }>(
        `select id, (object ->> 'pending_webhooks')::int as pending
         from payments.test_provider_objects
         where tenant_id = $1 and object ->> 'object' = 'event' order by id`,
        [s.a.id],
      )
    ).rows;

  it('delivers again an event still pending after 30 s, and leaves a recent one to its sender', async () => {
    const intent = await s.pay.stripe.paymentIntents.create({ amount: 1500, currency: 'gbp' });
    await s.pay.stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    await expect.poll(async () => (await pending()).length, { timeout: 5000 }).toBeGreaterThan(0);
    await expect
      .poll(async () => (await pending()).every((event) => event.pending === 0), { timeout: 5000 })
      .toBe(true);
    // As a process killed while sending leaves them: one lost a minute ago, one just now.
    const [lost, recent] = (await pending()).map((event) => event.id);
    await s.server.db.query(
      `update payments.test_provider_objects
       set object = jsonb_set(object, '{pending_webhooks}', '1'),
           created_at = case when id = $1 then now() - interval '1 minute' else now() end
       where id in ($1, $2)`,
      [lost, recent ?? ''],
    );
    await expect
      .poll(async () => (await pending()).find((event) => event.id === lost)?.pending, {
        timeout: 5000,
      })
      .toBe(0);
    if (recent !== undefined)
      expect((await pending()).find((event) => event.id === recent)?.pending).toBe(1);
  });
});
