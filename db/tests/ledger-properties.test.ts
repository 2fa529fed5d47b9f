import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServerOn,
  type TestServer,
} from '../../src/server/test-support/start-test-server.ts';
import {
  createTestCatalogue,
  type TestCatalogue,
} from '../../src/server/test-support/test-catalogue.ts';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import { createTestTenant, type TestTenant } from '../../src/server/test-support/test-tenants.ts';
import { LedgerModel, prices, type Op, type Outcome } from './ledger-model.ts';

const clients = 2;
const sessions = 4;

const client = fc.nat({ max: clients - 1 });
const session = fc.nat({ max: sessions - 1 });
const amount = fc.integer({ min: 1, max: 5000 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('buy_pack' as const), client, paid: fc.boolean() }),
  fc.record({ kind: fc.constant('enroll' as const), client, session, pack: fc.boolean() }),
  fc.record({ kind: fc.constant('enroll' as const), client, session, pack: fc.boolean() }),
  fc.record({ kind: fc.constant('cancel' as const), client, session }),
  fc.record({ kind: fc.constant('pay' as const), client, amount }),
  fc.record({ kind: fc.constant('refund' as const), client, payment: fc.nat(), amount }),
);

type Row = Record<string, unknown>;

describe.each(testDatabaseKinds)('the ledger under random operations on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  let catalogue: TestCatalogue;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    a = await createTestTenant(server, 'ledger-p');
    // Sessions of one place, so that waitlists and promotions happen often.
    catalogue = await createTestCatalogue(a, 1);
    await server.db.query(
      'update public.tenants set late_cancel_fee_minor = $1, cancellation_window_minutes = 1440 where id = $2',
      [prices.lateFee, a.id],
    );
  });
  afterAll(() => server.stop());

  /** Fresh clients and sessions for one run: even sessions start in 3 hours, odd in 3 days. */
  async function freshRun() {
    const { rows: people } = await server.db.query<{ id: string }>(
      `insert into public.clients (tenant_id, full_name)
       select $1, 'Client ' || n from generate_series(1, $2::int) n returning id`,
      [a.id, clients],
    );
    const { rows: booked } = await server.db.query<{ id: string }>(
      `insert into public.bookings (tenant_id, service_id, starts_at, ends_at, capacity)
       select $1, $2, now() + make_interval(hours => case when n % 2 = 0 then 3 else 72 end + n),
              now() + make_interval(hours => case when n % 2 = 0 then 4 else 73 end + n), 1
       from generate_series(0, $3::int - 1) n order by n returning id`,
      [a.id, catalogue.yoga, sessions],
    );
    return { clientIds: people.map((p) => p.id), sessionIds: booked.map((b) => b.id) };
  }

  async function run(ops: Op[]) {
    const { clientIds, sessionIds } = await freshRun();
    const model = new LedgerModel(clients, sessions, 1);
    const paymentIds: string[] = [];
    const placeIds = new Map<string, string>();
    const latestPayment = async (clientId: string) => {
      const { data } = await a.owner.client
        .from('transactions')
        .select('id')
        .eq('client_id', clientId)
        .eq('kind', 'payment')
        .order('created_at', { ascending: false })
        .limit(1)
        .single<{ id: string }>();
      paymentIds.push(data?.id as string);
    };
    const outcome = (answer: { data: unknown; error: { code?: string } | null }): Outcome =>
      answer.error
        ? { error: answer.error.code ?? 'unknown' }
        : { status: (answer.data as Row).status as string };

    for (const step of ops) {
      const clientId = clientIds[step.client] as string;
      if (step.kind === 'refund') {
        const mine = model.paymentsOf(step.client);
        if (mine.length === 0) continue;
        const index = mine[step.payment % mine.length] as number;
        const expected = model.apply({ ...step, payment: index });
        const answer = await a.owner.client.rpc('refund', {
          tenant_id: a.id,
          payment_id: paymentIds[index],
          amount_minor: step.amount,
        });
        expect(answer.error ? { error: answer.error.code } : { ok: true }).toEqual(expected);
      } else if (step.kind === 'pay' || step.kind === 'buy_pack') {
        const answer =
          step.kind === 'pay'
            ? await a.owner.client.rpc('record_payment', {
                tenant_id: a.id,
                client_id: clientId,
                amount_minor: step.amount,
                method: 'cash',
              })
            : await a.owner.client.rpc('purchase_option', {
                tenant_id: a.id,
                client_id: clientId,
                option_id: catalogue.pack,
                payment_method: step.paid ? 'card' : null,
              });
        expect(answer.error).toBeNull();
        model.apply(step);
        if (step.kind === 'pay' || step.paid) await latestPayment(clientId);
      } else if (step.kind === 'enroll') {
        const answer = await a.staff.client.rpc('enroll', {
          booking_id: sessionIds[step.session],
          option_id: step.pack ? catalogue.pack : catalogue.dropIn,
          client_id: clientId,
        });
        expect(outcome(answer)).toEqual(model.apply(step));
        if (!answer.error)
          placeIds.set(`${step.client}/${step.session}`, (answer.data as Row).id as string);
      } else {
        const expected = model.apply(step);
        if ('error' in expected) continue;
        const answer = await a.staff.client.rpc('cancel_enrollment', {
          enrollment_id: placeIds.get(`${step.client}/${step.session}`),
        });
        expect(outcome(answer)).toEqual(expected);
      }
    }

    for (const [index, id] of clientIds.entries()) {
      const [balances, credits, ledger] = await Promise.all([
        a.owner.client.from('client_balances').select('balance_minor').eq('client_id', id),
        a.owner.client
          .from('client_credits')
          .select('credits_remaining')
          .eq('client_id', id)
          .order('granted_at')
          .order('grant_id'),
        a.owner.client.from('transactions').select('kind, amount_minor').eq('client_id', id),
      ]);
      const sign: Record<string, number> = { payment: 1, adjustment: 1, charge: -1, refund: -1 };
      const summed = (ledger.data as { kind: string; amount_minor: number }[]).reduce(
        (sum, entry) => sum + (sign[entry.kind] ?? 0) * entry.amount_minor,
        0,
      );
      const balance = (balances.data as { balance_minor: number }[])[0]?.balance_minor ?? 0;
      expect({ balance, summed }).toEqual({
        balance: model.balance[index],
        summed: model.balance[index],
      });
      expect(
        (credits.data as { credits_remaining: number }[]).map((c) => c.credits_remaining),
      ).toEqual(model.creditsOf(index));
    }
  }

  it('keeps balances and credits equal to the sum of the ledger and to the model', async () => {
    await fc.assert(fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 30 }), run), {
      numRuns: 12,
    });
  }, 240_000);
});
