import type {
  IsolationContext,
  TenantFixture,
} from '../../../src/server/test-support/isolation-fixture.ts';
import type { TestServer } from '../../../src/server/test-support/start-test-server.ts';
import { fromB, signedOut, type OperationCase } from './operation-cases.ts';
import type { ReadRule } from './read-rules.ts';
import { adminOf } from './row-roles.ts';
import type { ViewCase } from './write-cases.ts';

// The isolation matrix of webhooks (issue 38): owners and admins see and manage their
// business's endpoints and deliveries; its staff and clients see nothing and are refused, other
// businesses are told there is no such endpoint. The two views are read only. Each business's
// rows are an endpoint switched off (so the matrix's own changes queue nothing) with one failed
// delivery, which no worker takes again.

export const webhookReadRules: Record<string, ReadRule> = {
  webhook_endpoints: { user: (row, who) => adminOf(who, row), key: ['id'] },
  webhook_deliveries: { user: (row, who) => adminOf(who, row), key: ['id'] },
};

/** An endpoint of the business, switched off, made as the server makes rows. */
async function endpointOf(server: TestServer, tenant: string): Promise<string> {
  const { rows } = await server.db.query<{ id: string }>(
    `insert into webhooks.endpoints (tenant_id, url, events, secret, enabled)
     values ($1, 'https://hooks.example.test/booking', '{booking.created}',
             webhooks.new_secret(), false)
     returning id`,
    [tenant],
  );
  return rows[0]?.id ?? '';
}

export async function addWebhookRows(server: TestServer, tenant: TenantFixture): Promise<void> {
  const endpoint = await endpointOf(server, tenant.id);
  await server.db.query(
    `with event as (
       insert into webhooks.events (tenant_id, type, data)
       values ($1, 'client.created', jsonb_build_object('client_id', $3::uuid))
       returning tenant_id, id)
     insert into webhooks.deliveries (tenant_id, endpoint_id, event_id, message_id, state,
                                      attempts, next_attempt_at, last_status, last_error)
     select tenant_id, $2, id, webhooks.message_id(id), 'failed', 8, null, 500, 'http_status'
     from event`,
    [tenant.id, endpoint, tenant.client.clientId],
  );
}

export function webhookViewCases(a: TenantFixture): ViewCase[] {
  const tenant_id = a.id;
  return [
    {
      relation: 'webhook_endpoints',
      source: 'webhook_endpoints',
      filter: 'tenant_id',
      insert: { tenant_id, url: 'https://via.view.test/', events: ['booking.created'] },
      patch: { url: 'https://changed.test/', enabled: true },
    },
    {
      relation: 'webhook_deliveries',
      source: 'webhook_deliveries',
      filter: 'tenant_id',
      insert: { tenant_id, message_id: 'msg_0' },
      patch: { state: 'delivered' },
    },
  ];
}

export function webhookOperationCases({ fixture, server }: IsolationContext): OperationCase[] {
  const a = fixture.a;
  const managers = {
    ...signedOut,
    'client of A': '403 forbidden',
    'staff of A': '403 forbidden',
    'admin of A': 'ok',
    'owner of A': 'ok',
  } as const;
  const ofA = { ...managers, ...fromB('404 webhook_endpoint_not_found') } as const;
  const fresh = async () => ({ endpoint_id: await endpointOf(server, a.id) });
  const delivery = async () => {
    const { rows } = await server.db.query<{ id: string }>(
      'select id from webhooks.deliveries where tenant_id = $1 limit 1',
      [a.id],
    );
    return { delivery_id: rows[0]?.id };
  };
  return [
    {
      rpc: 'create_webhook_endpoint',
      label: 'of business A',
      args: async () => ({
        tenant_id: a.id,
        url: 'https://hooks.example.test/new',
        events: ['client.created'],
      }),
      expect: { ...managers, ...fromB('403 forbidden') },
    },
    {
      rpc: 'update_webhook_endpoint',
      label: "of business A's endpoint",
      args: async () => ({
        ...(await fresh()),
        url: 'https://hooks.example.test/changed',
        events: ['client.updated'],
        description: 'Changed',
        enabled: false,
      }),
      expect: ofA,
    },
    ...(
      [
        'delete_webhook_endpoint',
        'webhook_endpoint_secret',
        'rotate_webhook_secret',
        'send_webhook_test',
      ] as const
    ).map((rpc) => ({ rpc, label: "of business A's endpoint", args: fresh, expect: ofA })),
    {
      rpc: 'resend_webhook_delivery',
      label: "of business A's delivery",
      args: delivery,
      expect: { ...managers, ...fromB('404 webhook_delivery_not_found') },
    },
  ];
}
