import type { TenantFixture } from '../../../src/server/test-support/isolation-fixture.ts';
import type { IsolationRows, Row } from '../../../src/server/test-support/isolation-rows.ts';
import type { TestServer } from '../../../src/server/test-support/start-test-server.ts';

// Rows of memberships (migration 0340) for the isolation matrix: made through the server's own
// connection, which bypasses row-level security, so making them proves nothing by itself.

/** A plan of the business covering its class. */
export async function isolationPlan(rows: IsolationRows, tenant: TenantFixture): Promise<Row> {
  const plan = await rows.insert('plans', {
    tenant_id: tenant.id,
    name: rows.unique('plan'),
    price_minor: 5000,
    period: 'month',
    allowance: 8,
  });
  await rows.insert('plan_services', {
    tenant_id: tenant.id,
    plan_id: plan.id,
    service_id: tenant.groupServiceId,
  });
  return plan;
}

/** A live membership of a fresh plan, with its first period (charge and grant) begun. */
export async function isolationSubscription(
  server: TestServer,
  rows: IsolationRows,
  tenant: TenantFixture,
  clientId: string,
): Promise<Row> {
  const plan = await isolationPlan(rows, tenant);
  const subscription = await rows.insert('subscriptions', {
    tenant_id: tenant.id,
    client_id: clientId,
    plan_id: plan.id,
    state: 'live',
    pays_by: 'desk',
  });
  await server.db.query(`select app.begin_period($1, 1, app.now(), 'desk')`, [subscription.id]);
  return subscription;
}

/**
 * What every membership table and view of both businesses holds for the read matrix: a
 * membership of each of the two clients, one with a freeze.
 */
export async function addMembershipRows(
  server: TestServer,
  tenant: TenantFixture,
  rows: IsolationRows,
): Promise<void> {
  const own = await isolationSubscription(server, rows, tenant, tenant.client.clientId);
  await isolationSubscription(server, rows, tenant, tenant.secondClient.clientId);
  await rows.insert('subscription_freezes', {
    tenant_id: tenant.id,
    subscription_id: own.id,
    starts_on: '2031-01-05',
    ends_on: '2031-01-19',
  });
}
