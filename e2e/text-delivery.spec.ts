import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { newOwner } from './new-client.ts';
import { freeClassAs, insertAs, updateAs } from './owner-rows.ts';

// Issue 39, point 2: a business that sends texts books two clients into a class; each
// confirmation goes out through the Twilio package to the embedded stand-in, whose signed
// status callbacks tell how far it got, and the owner reads that on each client's Messages tab:
// delivered to one phone, and not delivered to the stand-in's unreachable test number.

test('the owner sees how far each confirmation text got', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const owner = await newOwner(page, 'Text Studio');
  const tenant_id = owner.tenant.id;
  await updateAs(page, owner, 'tenants', `id=eq.${tenant_id}`, { texts_enabled: true });
  const { session, option } = await freeClassAs(
    page,
    owner,
    'Evening Flow',
    new Date(Date.now() + 3 * 86_400_000),
  );
  const book = async (full_name: string, phone: string) => {
    const client = await insertAs(page, owner, 'clients', { tenant_id, full_name, phone });
    await owner.rpc('enroll', {
      booking_id: session,
      option_id: option,
      client_id: client.id,
    });
    return client.id;
  };
  const reached = await book('Tess Phone', '+447700900123');
  const unreachable = await book('Uma Phone', '+15005550007');

  await owner.signInApp();
  const textRow = async (client: string) => {
    await page.goto(`/t/clients/${client}/messages/`);
    return page
      .getByRole('table', { name: 'Messages to this client' })
      .getByRole('row')
      .filter({ hasText: 'Booking confirmed' });
  };
  const row = await textRow(reached);
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('Delivered to the phone', { timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  await expect(row).toContainText('+447700900123');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: test.info().outputPath('text-delivered-1366.png') });

  const notDelivered =
    'Not delivered: the phone network could not reach the phone (Network error code 30003)';
  const failed = await textRow(unreachable);
  await expect(async () => {
    await page.reload();
    await expect(failed).toContainText(notDelivered, { timeout: 1000 });
  }).toPass({ timeout: 60_000 });

  // The dashboard counts the text the network could not deliver, not the delivered one.
  await page.goto('/t');
  const failures = page.getByRole('region', { name: 'Messages not delivered' });
  await expect(failures).toContainText('Uma Phone');
  await expect(failures).not.toContainText('Tess Phone');
  // Its link opens her Messages tab.
  await failures.getByRole('link', { name: 'Uma Phone' }).click();
  await expect(page).toHaveURL(new RegExp(`/t/clients/${unreachable}/messages/`));

  // On a phone the rows are cards, and the words fit.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText(notDelivered)).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: test.info().outputPath('text-undelivered-390.png') });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
