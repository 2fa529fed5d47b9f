import type { Queryable } from '../../db/database.ts';
import { missing } from './provider-error.ts';
import type { StripeObject } from './stripe-objects.ts';

// The test provider keeps its objects in payments.test_provider_objects, per business, as
// Stripe's JSON (docs/decisions/0037: a refund days later, a restart or another server process
// finds them). A transition reads its object `for update`, so two confirmations of one intent
// take turns as they would at Stripe.

const kindOf: Record<string, string> = {
  pi: 'payment_intent',
  seti: 'setup_intent',
  pm: 'payment_method',
  cus: 'customer',
  ch: 'charge',
  re: 'refund',
  evt: 'event',
};

export async function readObject(
  tx: Queryable,
  tenantId: string,
  id: string,
  options: { lock?: boolean; kind: string },
): Promise<StripeObject> {
  const { rows } = await tx.query<{ object: StripeObject }>(
    `select object from payments.test_provider_objects
     where tenant_id = $1 and id = $2 and object ->> 'object' = $3${options.lock ? ' for update' : ''}`,
    [tenantId, id, options.kind],
  );
  const found = rows[0]?.object;
  if (found === undefined) throw missing(options.kind, id);
  return found;
}

export async function writeObjects(
  tx: Queryable,
  tenantId: string,
  objects: StripeObject[],
): Promise<void> {
  for (const object of objects) {
    if (kindOf[object.id.split('_')[0] ?? ''] !== object.object) {
      throw new Error(`The id ${object.id} is not a ${object.object}'s`);
    }
    await tx.query(
      `insert into payments.test_provider_objects (id, tenant_id, object)
       values ($1, $2, $3::jsonb)
       on conflict (id) do update set object = excluded.object
       where payments.test_provider_objects.tenant_id = excluded.tenant_id`,
      [object.id, tenantId, JSON.stringify(object)],
    );
  }
}

/** The newest objects of a kind, for the list endpoints (GET /v1/events). */
export async function listObjects(
  tx: Queryable,
  tenantId: string,
  kind: string,
  limit: number,
): Promise<StripeObject[]> {
  const { rows } = await tx.query<{ object: StripeObject }>(
    `select object from payments.test_provider_objects
     where tenant_id = $1 and object ->> 'object' = $2
     order by created_at desc, id desc limit $3`,
    [tenantId, kind, limit],
  );
  return rows.map((row) => row.object);
}

/** The newest objects of a kind whose top-level field has this value (a customer's cards). */
export async function listObjectsWith(
  tx: Queryable,
  tenantId: string,
  kind: string,
  field: string,
  value: string,
  limit: number,
): Promise<StripeObject[]> {
  const { rows } = await tx.query<{ object: StripeObject }>(
    `select object from payments.test_provider_objects
     where tenant_id = $1 and object ->> 'object' = $2 and object ->> $3 = $4
     order by created_at desc, id desc limit $5`,
    [tenantId, kind, field, value, limit],
  );
  return rows.map((row) => row.object);
}
