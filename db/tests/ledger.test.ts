import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServerOn,
  type TestServer,
} from '../../src/server/test-support/start-test-server.ts';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import { createTestTenant, type TestTenant } from '../../src/server/test-support/test-tenants.ts';

describe.each(testDatabaseKinds)('the ledger on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  let b: TestTenant;
  let packId: string;
  let passId: string;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    a = await createTestTenant(server, 'ledger-a');
    b = await createTestTenant(server, 'ledger-b');
    const service = await a.owner.client
      .from('services')
      .insert({ tenant_id: a.id, kind: 'group', name: 'Yoga', duration_minutes: 60, capacity: 10 })
      .select('id')
      .single();
    const { data } = await a.owner.client
      .from('service_options')
      .insert(
        [
          {
            tenant_id: a.id,
            service_id: (service.data as { id: string }).id,
            kind: 'pack',
            name: '5 classes',
            price_minor: 6000,
            credits: 5,
            validity_days: 30,
          },
          {
            tenant_id: a.id,
            service_id: (service.data as { id: string }).id,
            kind: 'pass',
            name: 'Month pass',
            price_minor: 9000,
            validity_days: 30,
          },
        ],
        { defaultToNull: false },
      )
      .select('id, kind');
    const options = data as { id: string; kind: string }[];
    packId = options.find((o) => o.kind === 'pack')?.id ?? '';
    passId = options.find((o) => o.kind === 'pass')?.id ?? '';
  });
  afterAll(() => server.stop());

  const balance = async () =>
    (
      await a.owner.client
        .from('client_balances')
        .select('balance_minor, currency')
        .eq('client_id', a.client.clientId)
    ).data;

  it('adds charges, payments and refunds up to the balance', async () => {
    const bought = await a.owner.client.rpc('purchase_option', {
      tenant_id: a.id,
      client_id: a.client.clientId,
      option_id: packId,
    });
    expect(bought.error).toBeNull();
    expect(await balance()).toEqual([{ balance_minor: -6000, currency: 'GBP' }]);
    const paid = await a.owner.client.rpc('record_payment', {
      tenant_id: a.id,
      client_id: a.client.clientId,
      amount_minor: 6000,
      method: 'card',
    });
    expect(paid.data).toMatchObject({ kind: 'payment', amount_minor: 6000, currency: 'GBP' });
    expect(await balance()).toEqual([{ balance_minor: 0, currency: 'GBP' }]);
    const refunded = await a.owner.client.rpc('refund', {
      tenant_id: a.id,
      payment_id: (paid.data as { id: string }).id,
      amount_minor: 1000,
    });
    expect(refunded.data).toMatchObject({ kind: 'refund', amount_minor: 1000, method: 'card' });
    expect(await balance()).toEqual([{ balance_minor: -1000, currency: 'GBP' }]);
    const tooMuch = await a.owner.client.rpc('refund', {
      tenant_id: a.id,
      payment_id: (paid.data as { id: string }).id,
      amount_minor: 5001,
    });
    expect({ status: tooMuch.status, code: tooMuch.error?.code }).toEqual({
      status: 400,
      code: 'invalid_amount',
    });
    expect(tooMuch.error?.message).toContain('at most 5000');
  });

  it('counts the credits left of each pack, and passes as unlimited', async () => {
    const sold = await a.owner.client.rpc('purchase_option', {
      tenant_id: a.id,
      client_id: a.client.clientId,
      option_id: passId,
      payment_method: 'cash',
    });
    expect(sold.error).toBeNull();
    const { data } = await a.client.client
      .from('client_credits')
      .select('credits_granted, credits_remaining, valid')
      .order('granted_at');
    expect(data).toEqual([
      { credits_granted: 5, credits_remaining: 5, valid: true },
      { credits_granted: null, credits_remaining: null, valid: true },
    ]);
    // The pass was paid at the desk: charge and payment cancel out.
    expect(await balance()).toEqual([{ balance_minor: -1000, currency: 'GBP' }]);
  });

  it('never changes or deletes an entry', async () => {
    const update = await server.db
      .query("update public.transactions set amount_minor = 1 where kind = 'payment'")
      .catch((error: Error) => error.message);
    expect(update).toContain('ledger_append_only');
    const remove = await server.db
      .query('delete from public.transactions')
      .catch((error: Error) => error.message);
    expect(remove).toContain('ledger_append_only');
  });

  it('lets only admins record money, and clients buy only for themselves', async () => {
    const byStaff = await a.staff.client.rpc('record_payment', {
      tenant_id: a.id,
      client_id: a.client.clientId,
      amount_minor: 100,
      method: 'cash',
    });
    expect({ status: byStaff.status, code: byStaff.error?.code }).toEqual({
      status: 403,
      code: 'forbidden',
    });
    const selfBuy = await a.client.client.rpc('purchase_option', {
      tenant_id: a.id,
      client_id: a.client.clientId,
      option_id: packId,
    });
    expect(selfBuy.error).toBeNull();
    const selfPay = await a.client.client.rpc('purchase_option', {
      tenant_id: a.id,
      client_id: a.client.clientId,
      option_id: packId,
      payment_method: 'cash',
    });
    expect(selfPay.error?.code).toBe('forbidden');
    const forOther = await b.client.client.rpc('purchase_option', {
      tenant_id: a.id,
      client_id: a.client.clientId,
      option_id: packId,
    });
    expect(forOther.error?.code).toBe('forbidden');
    const direct = await a.owner.client.from('transactions').insert({
      tenant_id: a.id,
      client_id: a.client.clientId,
      kind: 'payment',
      amount_minor: 1,
      currency: 'GBP',
      method: 'cash',
    });
    expect(direct.status).toBe(403);
  });

  it('refuses bad amounts and methods with clear codes', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ amount_minor: 0, method: 'cash' }, 'invalid_amount'],
      [{ amount_minor: 100, method: 'cheque' }, 'invalid_method'],
    ];
    for (const [args, code] of cases) {
      const result = await a.owner.client.rpc('record_payment', {
        tenant_id: a.id,
        client_id: a.client.clientId,
        ...args,
      });
      expect(result.error?.code).toBe(code);
    }
    const unknownClient = await a.owner.client.rpc('record_payment', {
      tenant_id: a.id,
      client_id: b.client.clientId,
      amount_minor: 100,
      method: 'cash',
    });
    expect({ status: unknownClient.status, code: unknownClient.error?.code }).toEqual({
      status: 404,
      code: 'client_not_found',
    });
  });

  it('shows each client their own entries and other businesses nothing', async () => {
    const own = await a.client.client.from('transactions').select('client_id');
    expect(new Set((own.data as { client_id: string }[]).map((row) => row.client_id))).toEqual(
      new Set([a.client.clientId]),
    );
    for (const user of [b.owner, b.staff, b.client]) {
      for (const table of ['transactions', 'client_balances', 'client_credits']) {
        const { data } = await user.client.from(table).select('tenant_id').eq('tenant_id', a.id);
        expect(data, `${user.email} reading ${table}`).toEqual([]);
      }
    }
  });
});
