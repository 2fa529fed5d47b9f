import { expect, test } from '@playwright/test';
import { demoApi } from './demo-records.ts';
import { demoClient, signIn } from './stored-session.ts';

// Issue 15, point 2: the demo tells a true story (db/seed/demo-businesses.sql).

test('the demo client’s first sign-in lands in Sunrise Yoga, where their bookings are', async ({
  page,
}) => {
  // A client of Harbour Pilates too, which comes first by name and where they have no bookings.
  await signIn(page, demoClient);
  await page.goto('/client-access');
  await expect(page.getByRole('banner')).toContainText('Sunrise Yoga');
  const upcoming = page.getByRole('region', { name: 'Upcoming bookings' });
  await expect(upcoming).toContainText('Vinyasa Flow');
  await expect(upcoming).toContainText('Private Yoga');
  await expect(upcoming).toContainText('Waitlist #3');
});

test('the demo has eight weeks behind it, and only today’s money is dated today', async ({
  page,
}) => {
  const owner = await demoApi(page);
  const day = 86_400_000;
  const [oldest] = await owner.rows<{ starts_at: string }>(
    'bookings?select=starts_at&order=starts_at&limit=1',
  );
  expect(Date.parse(oldest?.starts_at ?? '')).toBeLessThan(Date.now() - 54 * day);
  const payments = await owner.rows<{ amount_minor: number; created_at: string }>(
    'transactions?select=amount_minor,created_at&kind=eq.payment',
  );
  const [tenant] = await owner.rows<{ id: string }>('tenants?select=id');
  const today = await owner.rpc<{ revenue: { payments_minor: number } }>('dashboard_today', {
    tenant_id: tenant?.id,
  });
  expect(today.revenue.payments_minor).toBeGreaterThan(0);
  // The money is spread over the weeks behind, not dated today (other journeys add today's
  // payments to this business as they run, so the check counts days, not amounts).
  const days = new Set(payments.map((payment) => payment.created_at.slice(0, 10)));
  expect(days.size).toBeGreaterThan(30);

  await signIn(page);
  await page.goto('/t');
  const figures = page.getByRole('region', { name: 'Today in numbers' });
  await expect(figures.getByText('Revenue')).toBeVisible({ timeout: 20_000 });
  await expect(figures.getByText('checked in of expected')).toBeVisible();
});
