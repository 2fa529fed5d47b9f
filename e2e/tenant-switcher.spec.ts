import { expect, test } from '@playwright/test';
import { newAccount } from './new-client.ts';

// Issue #6 point 1: someone who works in several businesses switches between them from the
// header, and the choice is remembered on the device.

test('an owner of two businesses switches between them from the header', async ({ page }) => {
  const owner = await newAccount(page, 'owner', 'Two Studios');
  const suffix =
    owner.email
      .split('@')[0]
      ?.replace(/[^a-z0-9]+/g, '-')
      .slice(-30) ?? 'x';
  for (const name of ['Alder Studio', 'Birch Studio']) {
    await owner.rpc('create_tenant', {
      name,
      slug: `${name.split(' ')[0]?.toLowerCase()}-${suffix}`,
      time_zone: 'Europe/London',
      currency: 'GBP',
    });
  }
  await owner.signInApp();

  await page.goto('/t');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const business = page.getByRole('banner').getByRole('combobox', { name: 'Business' });
  await expect(business).toHaveValue('Alder Studio');
  await business.click();
  await page.getByRole('option', { name: 'Birch Studio' }).click();
  await expect(page.getByText(/^Today at Birch Studio/)).toBeVisible();

  await page.reload();
  await expect(page.getByText(/^Today at Birch Studio/)).toBeVisible();
  await expect(business).toHaveValue('Birch Studio');
});
