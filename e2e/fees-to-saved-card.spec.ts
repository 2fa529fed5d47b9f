import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { demoApi } from './demo-records.ts';
import { newClient } from './new-client.ts';
import { allowFeesToSavedCards, buyPackSavingCard } from './saved-card.ts';
import { signIn } from './stored-session.ts';

// Issue 20, point 3: where Sunrise Yoga lets fees go to saved cards, a client who saved a card
// cancels late on a phone, and the late-cancel fee is charged to that card by the server: the
// client's transactions show the fee and a card payment of it, and nothing owed.

const hour = 3_600_000;

test('a late-cancel fee is charged to the saved card and shows paid by card', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const client = await newClient(page);
  const owner = await demoApi(page);
  const tenantId = client.client.tenant_id;
  const pack = await buyPackSavingCard(page, client);
  await allowFeesToSavedCards(owner, tenantId);
  // The desk books the client into a class starting inside the cancellation window, with the
  // pack they bought.
  const [option] = await owner.rows<{ service_id: string }>(
    `service_options?select=service_id&id=eq.${pack}`,
  );
  const soon = await owner.rpc<{ id: string }>('schedule_session', {
    service_id: option?.service_id,
    starts_at: new Date(Date.now() + 3 * hour).toISOString(),
    capacity: 5,
    location: 'Garden room',
  });
  await owner.rpc('enroll', { booking_id: soon.id, option_id: pack, client_id: client.client.id });

  await client.signInApp();
  await page.goto('/client-access');
  const upcoming = page.getByRole('region', { name: 'Upcoming bookings' });
  await upcoming.getByRole('button', { name: /^Cancel / }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('£5.00');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog).toBeHidden();

  await signIn(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/t/clients/${client.client.id}/transactions/`);
  const ledger = page.getByRole('table', { name: 'Ledger entries, newest first' });
  await expect(ledger.getByRole('row').filter({ hasText: 'Late cancellation fee' })).toContainText(
    '\u2212£5.00',
  );
  // Charged by the server after the cancellation, recorded by the provider's webhook.
  await expect(async () => {
    await page.reload();
    await expect(
      ledger.getByRole('row').filter({ hasText: 'Card payment' }).filter({ hasText: '+£5.00' }),
    ).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText('Balance now:').locator('..')).toContainText('Settled');
  await expectNoSeriousViolations(page);
});
