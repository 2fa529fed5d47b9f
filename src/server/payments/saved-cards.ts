import type { CheckedClaims } from '../auth/api-token/token-claims-policy.ts';
import type { Database } from '../db/database.ts';
import { withRequestRole } from '../db/with-request-role.ts';
import { isUuid } from '../../shared/uuid.ts';
import { loadAccount } from './payment-accounts.ts';
import { customerOf } from './payment-customers.ts';
import type { PayAnswer } from './pay-for-client.ts';
import { providerClient } from './provider-client.ts';
import type { SecretBox } from './secret-box.ts';
import type { SendRequest } from './test-provider/webhook-sender.ts';

type Services = { db: Database; box: SecretBox; send: SendRequest };

const refusal = (status: PayAnswer['status'], code: string, message: string): PayAnswer => ({
  status,
  body: { code, message },
});

/** A saved card as a client sees it: the brand, the last four digits and the expiry, no more. */
export interface SavedCard {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

/** Whether the signed-in caller is the client, or of the team acting for them. */
export async function mayActFor(
  db: Database,
  claims: CheckedClaims,
  tenantId: string,
  clientId: string,
) {
  if (!isUuid(tenantId) || !isUuid(clientId)) return false;
  const { rows } = await withRequestRole(
    db,
    { role: 'authenticated', claims, readOnly: true },
    (tx) =>
      tx.query<{ ok: boolean }>('select app.acts_for_client($1, $2) as ok', [tenantId, clientId]),
  );
  return rows[0]?.ok === true;
}

/**
 * The cards a client saved for next time, read from the provider (which keeps them: we keep
 * only the customer), for the client or the team acting for them; and removing one, which
 * detaches it from the client's customer at the provider.
 */
export async function savedCards(
  { db, box, send }: Services,
  claims: CheckedClaims,
  tenantId: string,
  clientId: string,
  remove?: string,
): Promise<PayAnswer> {
  if (!(await mayActFor(db, claims, tenantId, clientId)))
    return refusal(403, 'forbidden', "You cannot see this client's cards.");
  const account = await loadAccount(db, box, tenantId);
  const customer = await customerOf(db, tenantId, clientId);
  if (account === null || customer === null) return { status: 200, body: { cards: [] } };
  const stripe = providerClient(account, send);
  const list = async () =>
    (await stripe.paymentMethods.list({ customer, type: 'card', limit: 20 })).data;
  if (remove !== undefined) {
    // Only one of this client's own cards: an id from elsewhere is not found.
    if (!(await list()).some((card) => card.id === remove))
      return refusal(404, 'card_not_found', 'There is no such saved card.');
    await stripe.paymentMethods.detach(remove);
  }
  const cards: SavedCard[] = (await list()).map((method) => ({
    id: method.id,
    brand: method.card?.brand ?? 'card',
    last4: method.card?.last4 ?? '',
    exp_month: method.card?.exp_month ?? 0,
    exp_year: method.card?.exp_year ?? 0,
  }));
  return { status: 200, body: { cards } };
}
