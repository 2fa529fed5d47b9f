import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { newOwner } from './new-client.ts';

// Issue 20, point 6: Settings › Payments. A new business's owner finds it not connected, is
// told why Stripe keys of the wrong shape are refused, connects the embedded test provider,
// makes drop-ins payable online only and lets fees go to a saved card; the choices stay after a
// reload, and the screen passes axe on a laptop and on a phone.

test('an owner connects the test provider and chooses what clients pay online', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const owner = await newOwner(page, 'Card Studio');
  await owner.signInApp();
  await page.goto('/t/settings/');
  await page.getByRole('link', { name: 'Payments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  await expect(page.getByText('Not connected')).toBeVisible();
  await expect(page.getByText(`/payments/v1/webhooks/${owner.tenant.id}`)).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('radio', { name: /^Stripe/ }).check();
  await page.getByLabel('Secret key').fill('not-a-key');
  await page.getByRole('textbox', { name: 'Publishable key' }).fill('pk_test_1234567890');
  await page.getByLabel('Webhook signing secret').fill('whsec_1234567890');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText(/secret \(sk_…\) or restricted \(rk_…\) key/)).toBeVisible();

  await page.getByRole('radio', { name: /^Test provider/ }).check();
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('Connected to the test provider', { exact: true })).toBeVisible();

  const dropIns = page.getByRole('radiogroup', { name: 'Drop-ins' });
  await dropIns.getByRole('radio', { name: 'Paid online when booked or bought' }).check();
  await page.getByRole('switch', { name: /fees to the client’s saved card/ }).check();
  await page.getByRole('button', { name: 'Save payment choices' }).click();
  await expect(page.getByText('Saved: clients see these choices')).toBeVisible();
  const [saved] = await owner.rows<{ pay_online: string[]; fees_to_saved_card: boolean }>(
    `payment_settings?select=pay_online,fees_to_saved_card&tenant_id=eq.${owner.tenant.id}`,
  );
  expect(saved).toEqual({ pay_online: ['drop_in'], fees_to_saved_card: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(
    page
      .getByRole('radiogroup', { name: 'Drop-ins' })
      .getByRole('radio', { name: 'Paid online when booked or bought' }),
  ).toBeChecked();
  await expect(
    page.getByRole('radiogroup', { name: 'Packs of credits' }).getByRole('radio', {
      name: 'Online or at the desk',
    }),
  ).toBeChecked();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: 'test-results/payment-settings/payments-390.png', fullPage: true });
});
