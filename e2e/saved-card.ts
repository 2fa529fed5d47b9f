import { expect, type Page } from '@playwright/test';
import type { demoApi } from './demo-records.ts';
import type { newClient } from './new-client.ts';

type Client = Awaited<ReturnType<typeof newClient>>;
type Api = Awaited<ReturnType<typeof demoApi>>;

/**
 * The client buys Sunrise Yoga's 10-class pack by card and saves the card for next time, as
 * the test provider's card form does (its confirmation with setup_future_usage). Returns the
 * pack's id.
 */
export async function buyPackSavingCard(page: Page, client: Client): Promise<string> {
  const [pack] = await client.rows<{ id: string }>(
    'service_options?select=id&name=eq.10-class%20pack',
  );
  const opened = await page.request.post('/payments/v1/payments', {
    headers: { authorization: `Bearer ${client.session.access_token}` },
    data: {
      tenant_id: client.client.tenant_id,
      client_id: client.client.id,
      purpose: 'purchase',
      option_id: pack?.id,
    },
  });
  const payment = (await opened.json()) as {
    provider_payment_id: string;
    client_secret: string;
    publishable_key: string;
  };
  const confirmed = await page.request.post(
    `/v1/payment_intents/${payment.provider_payment_id}/confirm`,
    {
      form: {
        key: payment.publishable_key,
        client_secret: payment.client_secret,
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': '4242424242424242',
        'payment_method_data[card][exp_month]': '12',
        'payment_method_data[card][exp_year]': '2035',
        'payment_method_data[card][cvc]': '123',
        setup_future_usage: 'off_session',
      },
    },
  );
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  return pack?.id ?? '';
}

/** The owner lets fees go to saved cards, keeping what is paid online as it is. */
export async function allowFeesToSavedCards(owner: Api, tenantId: string): Promise<void> {
  const [settings] = await owner.rows<{ pay_online: string[]; pay_at_desk: string[] }>(
    `payment_settings?select=pay_online,pay_at_desk&tenant_id=eq.${tenantId}`,
  );
  await owner
    .rpc('set_payment_options', {
      tenant_id: tenantId,
      pay_online: settings?.pay_online,
      pay_at_desk: settings?.pay_at_desk,
      fees_to_saved_card: true,
    })
    // It answers nothing (204), which the helper cannot read as JSON; a refusal still throws.
    .catch((error: Error) => {
      if (!/JSON/.test(error.message)) throw error;
    });
}
