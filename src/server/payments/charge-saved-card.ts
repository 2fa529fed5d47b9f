import Stripe from 'stripe';
import { z } from 'zod';
import type { CheckedClaims } from '../auth/api-token/token-claims-policy.ts';
import type { Database } from '../db/database.ts';
import { withRequestRole } from '../db/with-request-role.ts';
import { isPostgresError, restErrorFromDatabase } from '../rest/database-error.ts';
import { MoreThanOwedError, PaymentConflictError } from './open-payment.ts';
import { chargeOffSession, savedCardOf } from './off-session-charge.ts';
import { loadAccount } from './payment-accounts.ts';
import type { PayAnswer } from './pay-for-client.ts';
import { providerClient } from './provider-client.ts';
import type { SecretBox } from './secret-box.ts';
import type { SendRequest } from './test-provider/webhook-sender.ts';

const body = z.object({
  tenant_id: z.uuid(),
  client_id: z.uuid(),
  // Part of what is owed, in minor units; the whole balance when left out.
  amount_minor: z.number().int().positive().max(100_000_000).optional(),
});

/** A payment answer, or 402 when the saved card was declined. */
type ChargeAnswer = { status: PayAnswer['status'] | 402; body: Record<string, unknown> };

const refusal = (status: ChargeAnswer['status'], code: string, message: string): ChargeAnswer => ({
  status,
  body: { code, message },
});

/**
 * What a client owes (late-cancel and no-show fees among it) charged to their saved card
 * without them (off-session), by an admin or the owner, where the business allows fees to go
 * to saved cards (issue 20, point 3). The amount is the balance, or the part of it staff
 * choose (never more: 409 more_than_owed); the provider's webhook records the payment. A
 * declined card answers 402 with the provider's words, and what is owed stays owed.
 */
export async function chargeSavedCard(
  services: { db: Database; box: SecretBox; send: SendRequest },
  claims: CheckedClaims,
  input: unknown,
): Promise<ChargeAnswer> {
  const { db, box, send } = services;
  const parsed = body.safeParse(input);
  if (!parsed.success)
    return refusal(
      400,
      'invalid_charge',
      'Say whom (tenant_id and client_id) and, if not the whole balance, a whole amount_minor above zero.',
    );
  const { tenant_id: tenantId, client_id: clientId, amount_minor: amountMinor } = parsed.data;
  const admin = (
    await withRequestRole(db, { role: 'authenticated', claims, readOnly: true }, (tx) =>
      tx.query<{ ok: boolean }>('select $1::uuid in (select app.admin_tenants()) as ok', [
        tenantId,
      ]),
    )
  ).rows[0]?.ok;
  if (admin !== true) return refusal(403, 'forbidden', 'Only an admin or the owner charges cards.');
  const allowed = await db.query<{ fees_to_saved_card: boolean }>(
    'select fees_to_saved_card from payments.accounts where tenant_id = $1',
    [tenantId],
  );
  if (allowed.rows[0]?.fees_to_saved_card !== true)
    return refusal(
      409,
      'saved_cards_not_allowed',
      'This business does not charge fees to saved cards (Settings › Payments).',
    );
  const account = await loadAccount(db, box, tenantId);
  const stripe = account === null ? null : providerClient(account, send);
  const card = stripe === null ? null : await savedCardOf(db, stripe, tenantId, clientId);
  if (stripe === null || card === null)
    return refusal(409, 'no_saved_card', 'This client has no saved card.');
  try {
    const opened = await chargeOffSession(
      services,
      stripe,
      { tenantId, clientId, purpose: 'balance', ...(amountMinor ? { amountMinor } : {}) },
      card,
    );
    return {
      status: 200,
      body: {
        status: opened.status,
        amount_minor: opened.amountMinor,
        card: { brand: card.card?.brand, last4: card.card?.last4 },
      },
    };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError)
      return refusal(
        402,
        error.code ?? 'card_declined',
        `The saved card was not charged: ${error.message}`,
      );
    if (error instanceof PaymentConflictError) return error.answer;
    if (error instanceof MoreThanOwedError)
      return {
        status: 409,
        body: { code: error.code, message: error.message, owed_minor: error.owedMinor },
      };
    if (isPostgresError(error) && error.code === 'PGRST') {
      const refused = restErrorFromDatabase(error, 'authenticated');
      return refusal(refused.status as PayAnswer['status'], refused.code, refused.message);
    }
    throw error;
  }
}
