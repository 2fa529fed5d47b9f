import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { TestServer } from '../../../src/server/test-support/start-test-server.ts';
import type { Shop } from './money-shop.ts';

// Longer than most files: the history, the rows it makes and their writing share these types.
//
// Generated ledger histories for the money report's tests: payments by every way (online ones
// named by a provider payment, as payments.record_success leaves them), refunds of them,
// charges (fees among them), adjustments, entries of every kind of sale and of a membership,
// before, inside and after a period, and a visitor's in another currency. Written in bulk by
// the server's own connection, with the moments the history says.

const day = 24 * 3600 * 1000;

/** A period of a business, with its edges in UTC worked out by hand from its zone's rules. */
export interface Period {
  zone: string;
  currency: string;
  firstDay: string;
  lastDay: string;
  start: number;
  end: number;
}

export const periods: Period[] = [
  // British Summer Time begins on 31 March 2024: the last day is 23 hours long.
  {
    zone: 'Europe/London',
    currency: 'GBP',
    firstDay: '2024-03-01',
    lastDay: '2024-03-31',
    start: Date.parse('2024-03-01T00:00:00Z'),
    end: Date.parse('2024-03-31T23:00:00Z'),
  },
  // Summer time ends on 3 November 2024: the period starts at UTC−4 and ends at UTC−5.
  {
    zone: 'America/New_York',
    currency: 'USD',
    firstDay: '2024-11-01',
    lastDay: '2024-11-30',
    start: Date.parse('2024-11-01T04:00:00Z'),
    end: Date.parse('2024-12-01T05:00:00Z'),
  },
  // Ahead of UTC, and summer time ends on 7 April 2024 (UTC+13, then UTC+12).
  {
    zone: 'Pacific/Auckland',
    currency: 'NZD',
    firstDay: '2024-04-01',
    lastDay: '2024-04-07',
    start: Date.parse('2024-03-31T11:00:00Z'),
    end: Date.parse('2024-04-07T12:00:00Z'),
  },
];

export type Method = 'cash' | 'card' | 'bank_transfer' | 'other';
/** What an entry is for: an option (with the place it paid, or none), a place alone, a membership. */
export type Link =
  | { to: 'account' }
  | { to: 'option'; option: number; session: number | null }
  | { to: 'place'; session: number }
  | { to: 'membership' };
export type Step =
  | { kind: 'payment'; client: number; amount: number; at: number; method: Method; link: Link }
  | { kind: 'online'; client: number; amount: number; at: number; link: Link }
  | { kind: 'refund'; payment: number; amount: number; after: number; method: Method }
  | { kind: 'charge'; client: number; amount: number; at: number; link: Link }
  | { kind: 'adjustment'; client: number; amount: number; at: number };

export interface LedgerRow {
  id: string;
  client_id: string;
  kind: 'payment' | 'refund' | 'charge' | 'adjustment';
  amount_minor: number;
  currency: string;
  method: Method | null;
  refund_of: string | null;
  option_id: string | null;
  enrollment_id: string | null;
  subscription_id: string | null;
  created_at: string;
}

/** A provider payment as payments.record_success leaves it: what it paid for, and the fee or
 * renewal charge it paid. */
export interface Online {
  purpose: 'balance' | 'purchase' | 'fee' | 'renewal';
  fee_id: string | null;
}

export interface Ledger {
  rows: LedgerRow[];
  /** The ledger payments a provider payment names, by their id. */
  online: Map<string, Online>;
}

const method = fc.constantFrom<Method>('cash', 'card', 'bank_transfer', 'other');
// Sessions: 0 and 1 are Yoga, 2 Pilates, 3 a Massage (money-shop.ts); the clients 0..2 pay in
// the business's currency, client 3 is the visitor who pays in another.
const session = fc.nat({ max: 3 });
const client = fc.nat({ max: 3 });
const amount = fc.integer({ min: 1, max: 100_000 });
const anyLink: fc.Arbitrary<Link> = fc.oneof(
  fc.constant({ to: 'account' as const }),
  fc.record({
    to: fc.constant('option' as const),
    option: fc.nat({ max: 4 }),
    session: fc.option(session),
  }),
  fc.record({ to: fc.constant('place' as const), session }),
  fc.constant({ to: 'membership' as const }),
);
// What a provider payment may pay for: the balance, a pack or a pass, a fee, a renewal.
const onlineLink: fc.Arbitrary<Link> = fc.oneof(
  fc.constant({ to: 'account' as const }),
  fc.record({
    to: fc.constant('option' as const),
    option: fc.constantFrom(1, 2),
    session: fc.constant(null),
  }),
  fc.record({ to: fc.constant('place' as const), session }),
  fc.constant({ to: 'membership' as const }),
);

/** Moments around a period: its edges and a millisecond either side of them, or anywhere near. */
function moment(period: Period): fc.Arbitrary<number> {
  const length = period.end - period.start;
  return fc.oneof(
    fc.constantFrom(-1, 0, length - 1, length),
    fc.integer({ min: -10 * day, max: length + 10 * day }),
  );
}

export function ledgerHistory(): fc.Arbitrary<{ period: Period; steps: Step[] }> {
  return fc.constantFrom(...periods).chain((period) => {
    const at = moment(period);
    const step: fc.Arbitrary<Step> = fc.oneof(
      {
        weight: 3,
        arbitrary: fc.record({
          kind: fc.constant('payment' as const),
          client,
          amount,
          at,
          method,
          link: anyLink,
        }),
      },
      {
        weight: 2,
        arbitrary: fc.record({
          kind: fc.constant('online' as const),
          client,
          amount,
          at,
          link: onlineLink,
        }),
      },
      {
        weight: 2,
        arbitrary: fc.record({
          kind: fc.constant('refund' as const),
          payment: fc.nat(),
          amount,
          after: fc.integer({ min: 0, max: 20 * day }),
          method,
        }),
      },
      {
        weight: 2,
        arbitrary: fc.record({
          kind: fc.constant('charge' as const),
          client,
          amount,
          at,
          link: anyLink,
        }),
      },
      {
        weight: 1,
        arbitrary: fc.record({
          kind: fc.constant('adjustment' as const),
          client,
          amount: fc.integer({ min: -50_000, max: 50_000 }).filter((n) => n !== 0),
          at,
        }),
      },
    );
    return fc.record({ period: fc.constant(period), steps: fc.array(step, { maxLength: 40 }) });
  });
}

/** The ledger rows a history makes in a shop: an online fee or renewal is paid with its charge. */
export function ledgerRows(shop: Shop, period: Period, steps: Step[]): Ledger {
  const rows: LedgerRow[] = [];
  const online = new Map<string, Online>();
  const payments: LedgerRow[] = [];
  const refunded = new Map<string, number>();
  const entry = (
    values: Pick<LedgerRow, 'kind' | 'client_id' | 'amount_minor' | 'currency' | 'created_at'> &
      Partial<LedgerRow>,
  ): LedgerRow => {
    const row: LedgerRow = {
      id: randomUUID(),
      method: null,
      refund_of: null,
      option_id: null,
      enrollment_id: null,
      subscription_id: null,
      ...values,
    };
    rows.push(row);
    return row;
  };
  for (const step of steps) {
    if (step.kind === 'refund') {
      const payment = payments[step.payment % Math.max(payments.length, 1)];
      if (!payment) continue;
      const left = payment.amount_minor - (refunded.get(payment.id) ?? 0);
      if (left === 0) continue;
      const amount = Math.min(step.amount, left);
      refunded.set(payment.id, (refunded.get(payment.id) ?? 0) + amount);
      entry({
        kind: 'refund',
        client_id: payment.client_id,
        amount_minor: amount,
        currency: payment.currency,
        // A provider's refund is recorded as a card refund (payments.record_refunded).
        method: online.has(payment.id) ? 'card' : step.method,
        refund_of: payment.id,
        enrollment_id: payment.enrollment_id,
        created_at: new Date(Date.parse(payment.created_at) + step.after).toISOString(),
      });
      continue;
    }
    const clientId = shop.clients[step.client] as string;
    const common = {
      client_id: clientId,
      amount_minor: step.amount,
      currency: step.client === shop.clients.length - 1 ? 'EUR' : period.currency,
      created_at: new Date(period.start + step.at).toISOString(),
    };
    if (step.kind === 'adjustment') {
      entry({ kind: 'adjustment', ...common });
      continue;
    }
    const links = linkColumns(shop, step.client, step.link);
    if (step.kind === 'charge') {
      entry({ kind: 'charge', ...common, ...links });
      continue;
    }
    const paidCharge =
      step.kind === 'online' && (step.link.to === 'place' || step.link.to === 'membership')
        ? entry({ kind: 'charge', ...common, ...links })
        : null;
    const paid = entry({
      kind: 'payment',
      ...common,
      ...links,
      method: step.kind === 'online' ? 'card' : step.method,
    });
    payments.push(paid);
    if (step.kind === 'online') {
      const purpose =
        step.link.to === 'membership'
          ? 'renewal'
          : step.link.to === 'place'
            ? 'fee'
            : step.link.to === 'option'
              ? 'purchase'
              : 'balance';
      online.set(paid.id, { purpose, fee_id: paidCharge?.id ?? null });
    }
  }
  return { rows, online };
}

function linkColumns(shop: Shop, client: number, link: Link): Partial<LedgerRow> {
  const place = (session: number | null) =>
    session === null ? null : (shop.places[client]?.[session]?.id ?? null);
  switch (link.to) {
    case 'account':
      return {};
    case 'option':
      return {
        option_id: shop.options[link.option]?.id ?? null,
        enrollment_id: place(link.session),
      };
    case 'place':
      return { enrollment_id: place(link.session) };
    case 'membership':
      return { subscription_id: shop.subscription };
  }
}

/**
 * Writes a history's rows, and for each online payment the provider payment that became it:
 * succeeded, with what it paid for (its purpose) and what of it was refunded.
 */
export async function writeLedger(server: TestServer, shop: Shop, ledger: Ledger): Promise<void> {
  await server.db.query(
    `insert into public.transactions
       (tenant_id, id, client_id, kind, amount_minor, currency, method, refund_of, option_id,
        enrollment_id, subscription_id, created_at)
     select $1, r.id, r.client_id, r.kind, r.amount_minor, r.currency, r.method, r.refund_of,
            r.option_id, r.enrollment_id, r.subscription_id, r.created_at
     from jsonb_to_recordset($2::jsonb) as r(
       id uuid, client_id uuid, kind text, amount_minor bigint, currency text, method text,
       refund_of uuid, option_id uuid, enrollment_id uuid, subscription_id uuid,
       created_at timestamptz)`,
    [shop.id, JSON.stringify(ledger.rows)],
  );
  const providerRows = ledger.rows.flatMap((paid) => {
    const named = ledger.online.get(paid.id);
    if (!named) return [];
    const refunds = ledger.rows.filter((row) => row.refund_of === paid.id);
    return [
      {
        ...paid,
        ...named,
        refunded: refunds.reduce((sum, row) => sum + row.amount_minor, 0),
      },
    ];
  });
  await server.db.query(
    `insert into payments.provider_payments
       (tenant_id, provider, provider_payment_id, client_id, amount_minor, currency, status,
        amount_refunded_minor, purpose, option_id, subscription_id, fee_id, transaction_id,
        created_at, updated_at)
     select $1, 'test', 'pi_' || replace(p.id::text, '-', ''), p.client_id, p.amount_minor,
            p.currency, 'succeeded', p.refunded, p.purpose, p.option_id, p.subscription_id,
            p.fee_id, p.id, p.created_at, p.created_at
     from jsonb_to_recordset($2::jsonb) as p(
       id uuid, client_id uuid, amount_minor bigint, currency text, purpose text,
       option_id uuid, subscription_id uuid, fee_id uuid, refunded bigint, created_at timestamptz)`,
    [shop.id, JSON.stringify(providerRows)],
  );
}
