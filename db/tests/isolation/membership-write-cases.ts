import { randomUUID } from 'node:crypto';
import type {
  ActorName,
  TenantFixture,
} from '../../../src/server/test-support/isolation-fixture.ts';
import type { IsolationRows, Row } from '../../../src/server/test-support/isolation-rows.ts';
import { isolationPlan } from './membership-rows.ts';
import type { TableCase, ViewCase } from './write-cases.ts';

// The write matrix of memberships (0340): plans are written by admins and owners; a
// membership, its periods and freezes only through the functions (db/functions), so no
// request role writes them; their views refuse all writes.

const admins = ['admin of A', 'owner of A', 'service_role'] as const;
const service = ['service_role'] as const;
const all = (actors: readonly ActorName[]) => ({ insert: actors, update: actors, delete: actors });

export function membershipTableCases(a: TenantFixture): TableCase[] {
  const tenant_id = a.id;
  const client_id = a.client.clientId;
  /** A membership of a fresh plan that has ended (so that any number of them may be made). */
  const membership = async (rows: IsolationRows, plan?: Row) => ({
    id: randomUUID(),
    tenant_id,
    client_id,
    plan_id: (plan ?? (await isolationPlan(rows, a))).id,
    state: 'ended',
    pays_by: 'desk',
  });
  /** A first period of a fresh membership, with its grant in the ledger. */
  const period = async (rows: IsolationRows) => {
    const plan = await isolationPlan(rows, a);
    const sub = await rows.insert('subscriptions', await membership(rows, plan));
    const grant = await rows.insert('transactions', {
      tenant_id,
      client_id,
      kind: 'credit_grant',
      currency: plan.currency,
      credits: 8,
      expires_at: 'infinity',
      subscription_id: sub.id,
    });
    return {
      tenant_id,
      subscription_id: sub.id,
      number: 1,
      plan_id: plan.id,
      starts_at: '2031-01-01T10:00:00Z',
      ends_at: '2031-02-01T10:00:00Z',
      amount_minor: 0,
      grant_id: grant.id,
      billing: 'paid',
    };
  };
  const freeze = async (rows: IsolationRows) => ({
    id: randomUUID(),
    tenant_id,
    subscription_id: (await rows.insert('subscriptions', await membership(rows))).id,
    starts_on: '2031-01-05',
    ends_on: '2031-01-12',
  });
  return [
    {
      relation: 'plans',
      lookup: 'id',
      target: (rows) => isolationPlan(rows, a),
      insert: async (rows) => ({
        id: randomUUID(),
        tenant_id,
        name: rows.unique('new'),
        price_minor: 100,
        period: 'week',
      }),
      patch: { price_minor: 4200 },
      may: all(admins),
    },
    {
      relation: 'plan_services',
      lookup: 'plan_id',
      target: async (rows) =>
        rows.insert('plan_services', {
          tenant_id,
          plan_id: (
            await rows.insert('plans', { tenant_id, name: 'P', price_minor: 1, period: 'week' })
          ).id,
          service_id: (await rows.service()).id,
        }),
      insert: async (rows) => ({
        tenant_id,
        plan_id: (
          await rows.insert('plans', { tenant_id, name: 'P', price_minor: 1, period: 'week' })
        ).id,
        service_id: a.groupServiceId,
      }),
      patch: { service_id: a.groupServiceId },
      may: all(admins),
    },
    {
      relation: 'subscriptions',
      lookup: 'id',
      target: async (rows) => rows.insert('subscriptions', await membership(rows)),
      insert: (rows) => membership(rows),
      patch: { state: 'abandoned' },
      may: all(service),
    },
    {
      relation: 'subscription_periods',
      lookup: 'grant_id',
      target: async (rows) => rows.insert('subscription_periods', await period(rows)),
      insert: period,
      patch: { attempts: 5 },
      may: all(service),
    },
    {
      relation: 'subscription_freezes',
      lookup: 'id',
      target: async (rows) => rows.insert('subscription_freezes', await freeze(rows)),
      insert: freeze,
      patch: { ends_on: '2031-01-20' },
      may: all(service),
    },
  ];
}

export function membershipViewCases(a: TenantFixture): ViewCase[] {
  const tenant_id = a.id;
  return [
    {
      relation: 'catalogue_plans',
      source: 'plans',
      filter: 'tenant_id',
      insert: { tenant_id, name: 'Via view', price_minor: 1, period: 'week' },
      patch: { name: 'Renamed' },
    },
    ...['client_allowances', 'client_subscriptions'].map((relation) => ({
      relation,
      source: relation,
      filter: 'tenant_id',
      insert: { tenant_id, client_id: a.client.clientId },
      patch: { client_id: a.secondClient.clientId },
    })),
  ];
}
