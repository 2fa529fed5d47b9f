import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServerOn,
  type TestServer,
} from '../../../src/server/test-support/start-test-server.ts';
import { testDatabaseKinds } from '../../../src/server/test-support/test-database.ts';
import { createTestCatalogue } from '../../../src/server/test-support/test-catalogue.ts';
import {
  createTestTenant,
  type TestTenant,
} from '../../../src/server/test-support/test-tenants.ts';
import {
  ledgerHistory,
  ledgerRows,
  periods,
  writeLedger,
  type Ledger,
  type LedgerRow,
  type Period,
} from './ledger-history.ts';
import { openShop, type Shop } from './money-shop.ts';

interface Filter {
  service_id?: string;
  staff_id?: string;
}
interface Split {
  taken_minor: number;
  refunded_minor: number;
}

const ways = ['online', 'cash', 'card', 'bank_transfer', 'other'];
const solds = ['drop_in', 'appointment', 'pack', 'membership', 'fee', 'account'];
const soldByKind: Record<string, string> = {
  drop_in: 'drop_in',
  variant: 'appointment',
  pack: 'pack',
  pass: 'pack',
};

/** The money report of a period, worked out from the ledger's rows by the contract's words. */
function expectedMoney(shop: Shop, period: Period, ledger: Ledger, filter: Filter) {
  const byId = new Map(ledger.rows.map((row) => [row.id, row]));
  const option = (id: string | null) => shop.options.find((o) => o.id === id);
  const session = (enrollment: string | null) => {
    const index = shop.places.findIndex((mine) => mine.some((p) => p.id === enrollment));
    const at = shop.places[index]?.findIndex((p) => p.id === enrollment) ?? -1;
    return shop.sessions[at];
  };
  const inPeriod = (row: LedgerRow) => {
    const at = Date.parse(row.created_at);
    return at >= period.start && at < period.end && row.currency === shop.currency;
  };
  const tiedTo = (service: string | null, staff: string | null) =>
    (!filter.service_id || service === filter.service_id) &&
    (!filter.staff_id || staff === filter.staff_id);

  const money = ledger.rows
    .filter((row) => (row.kind === 'payment' || row.kind === 'refund') && inPeriod(row))
    .map((row) => {
      const paid = row.refund_of ? (byId.get(row.refund_of) as LedgerRow) : row;
      const sold = paid.subscription_id
        ? 'membership'
        : paid.option_id
          ? (soldByKind[option(paid.option_id)?.kind ?? ''] as string)
          : paid.enrollment_id
            ? 'fee'
            : 'account';
      const service = paid.subscription_id
        ? null
        : (option(paid.option_id)?.service_id ?? session(paid.enrollment_id)?.service_id ?? null);
      return {
        row,
        way: ledger.online.has(paid.id) ? 'online' : (row.method as string),
        sold,
        service,
        staff: session(paid.enrollment_id)?.staff_id ?? null,
      };
    })
    .filter((m) => tiedTo(m.service, m.staff));
  const split = (entries: typeof money): Split => ({
    taken_minor: sum(
      entries.filter((m) => m.row.kind === 'payment').map((m) => m.row.amount_minor),
    ),
    refunded_minor: sum(
      entries.filter((m) => m.row.kind === 'refund').map((m) => m.row.amount_minor),
    ),
  });
  const total = split(money);
  const services = [...new Set(money.map((m) => m.service))].sort((x, y) => {
    const [nx, ny] = [x && shop.serviceNames.get(x), y && shop.serviceNames.get(y)];
    if (nx === ny) return (x ?? '') < (y ?? '') ? -1 : 1;
    if (!nx) return 1;
    if (!ny) return -1;
    return nx < ny ? -1 : 1;
  });
  const fees = ledger.rows.filter((row) => {
    const place = session(row.enrollment_id);
    return (
      row.kind === 'charge' &&
      place &&
      !row.option_id &&
      !row.subscription_id &&
      inPeriod(row) &&
      tiedTo(place.service_id, place.staff_id)
    );
  });
  const balances = new Map<string, number>();
  const sign: Record<string, number> = { payment: 1, adjustment: 1, charge: -1, refund: -1 };
  for (const row of ledger.rows) {
    if (Date.parse(row.created_at) >= period.end || row.currency !== shop.currency) continue;
    const before = balances.get(row.client_id) ?? 0;
    balances.set(row.client_id, before + (sign[row.kind] ?? 0) * row.amount_minor);
  }
  return {
    currency: shop.currency,
    ...total,
    net_minor: total.taken_minor - total.refunded_minor,
    fees_charged_minor: sum(fees.map((row) => row.amount_minor)),
    owed_at_end_minor:
      filter.service_id || filter.staff_id
        ? null
        : sum([...balances.values()].map((balance) => Math.max(0, -balance))),
    by_way: ways
      .map((way) => ({ way, ...split(money.filter((m) => m.way === way)) }))
      .filter(nonZero),
    by_sold: solds
      .map((sold) => ({ sold, ...split(money.filter((m) => m.sold === sold)) }))
      .filter(nonZero),
    by_service: services.map((service) => ({
      service_id: service,
      name: service ? (shop.serviceNames.get(service) ?? null) : null,
      ...split(money.filter((m) => m.service === service)),
    })),
  };
}

function sum(amounts: number[]): number {
  return amounts.reduce((total, amount) => total + amount, 0);
}

function nonZero(split: Split): boolean {
  return split.taken_minor !== 0 || split.refunded_minor !== 0;
}

type Report = ReturnType<typeof expectedMoney>;

describe.each(testDatabaseKinds)('the money report on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    a = await createTestTenant(server, 'money-report');
  });
  afterAll(() => server.stop());

  const report = async (shop: Shop, period: Period, filter: Filter = {}) => {
    const { data, error } = await a.owner.client.rpc('report_money', {
      tenant_id: shop.id,
      first_day: period.firstDay,
      last_day: period.lastDay,
      ...filter,
    });
    expect(error).toBeNull();
    return data as Report;
  };

  it('adds up every figure as the ledger has it, with and without filters', async () => {
    await fc.assert(
      fc.asyncProperty(ledgerHistory(), async ({ period, steps }) => {
        const shop = await openShop(server, a.owner.id, period);
        const ledger = ledgerRows(shop, period, steps);
        await writeLedger(server, shop, ledger);
        const filters: Filter[] = [
          {},
          { service_id: shop.yoga },
          { service_id: shop.massage },
          { staff_id: shop.ann },
          { service_id: shop.yoga, staff_id: shop.bob },
        ];
        for (const filter of filters) {
          const answer = await report(shop, period, filter);
          expect(answer).toEqual(expectedMoney(shop, period, ledger, filter));
          for (const field of ['taken_minor', 'refunded_minor'] as const) {
            for (const split of [answer.by_way, answer.by_sold, answer.by_service]) {
              expect(sum(split.map((s) => s[field]))).toBe(answer[field]);
            }
          }
        }
        // The visitor's entries are in another currency: the others' are the whole report.
        const { data: totals } = await a.owner.client.rpc('ledger_totals', {
          tenant_id: shop.id,
          from: new Date(period.start).toISOString(),
          to: new Date(period.end).toISOString(),
          client_search: 'Client',
        });
        const whole = await report(shop, period);
        expect(totals).toMatchObject({
          payments_minor: whole.taken_minor,
          refunds_minor: whole.refunded_minor,
        });
      }),
      { numRuns: 20 },
    );
  });

  it('counts a period from midnight to midnight in the business time zone', async () => {
    const period = periods.find((p) => p.zone === 'Pacific/Auckland') as Period;
    const shop = await openShop(server, a.owner.id, period);
    const length = period.end - period.start;
    const paid = (at: number, amount: number) =>
      ({
        kind: 'payment',
        client: 0,
        amount,
        at,
        method: 'cash',
        link: { to: 'account' },
      }) as const;
    const ledger = ledgerRows(shop, period, [
      paid(-1, 1),
      paid(0, 20),
      paid(length - 1, 300),
      paid(length, 4000),
    ]);
    await writeLedger(server, shop, ledger);
    expect(await report(shop, period)).toMatchObject({ taken_minor: 320, owed_at_end_minor: 0 });
  });

  it('reads what the front desk and the ledger operations wrote today', async () => {
    const cat = await createTestCatalogue(a);
    const desk = a.owner.client;
    const client_id = a.client.clientId;
    const cash = await desk.rpc('record_payment', {
      tenant_id: a.id,
      client_id,
      amount_minor: 5000,
      method: 'cash',
    });
    await desk.rpc('purchase_option', {
      tenant_id: a.id,
      client_id,
      option_id: cat.pack,
      payment_method: 'card',
    });
    await desk.rpc('refund', {
      tenant_id: a.id,
      payment_id: (cash.data as { id: string }).id,
      amount_minor: 1000,
    });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
      new Date(),
    );
    const { data, error } = await desk.rpc('report_money', {
      tenant_id: a.id,
      first_day: today,
      last_day: today,
    });
    expect(error).toBeNull();
    // Paid at the desk, a pack's price is not linked to the pack: it counts as paid to the account.
    expect(data).toEqual({
      currency: 'GBP',
      taken_minor: 7800,
      refunded_minor: 1000,
      net_minor: 6800,
      fees_charged_minor: 0,
      owed_at_end_minor: 0,
      by_way: [
        { way: 'cash', taken_minor: 5000, refunded_minor: 1000 },
        { way: 'card', taken_minor: 2800, refunded_minor: 0 },
      ],
      by_sold: [{ sold: 'account', taken_minor: 7800, refunded_minor: 1000 }],
      by_service: [{ service_id: null, name: null, taken_minor: 7800, refunded_minor: 1000 }],
    });
  });

  it('is for the owner and admins, over a period that makes sense', async () => {
    const period = { tenant_id: a.id, first_day: '2024-03-01', last_day: '2024-03-31' };
    const staff = await a.staff.client.rpc('report_money', period);
    expect(staff.error).toMatchObject({ code: 'forbidden' });
    const backwards = await a.owner.client.rpc('report_money', {
      ...period,
      first_day: '2024-04-01',
    });
    expect(backwards.error).toMatchObject({ code: 'invalid_period' });
  });
});
