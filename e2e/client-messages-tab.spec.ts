import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { newClient, newOwner } from './new-client.ts';
import { freeClassAs, updateAs } from './owner-rows.ts';

// Issue 18, points 5 and 6: a reminder's unsubscribe link works without signing in (it asks
// first, then turns reminders off), and the owner reads what was sent to the client on the
// client's Messages tab and sends a message again, which shows as a new row.

test('a client stops reminders from the email link, and the owner resends a message', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const owner = await newOwner(page, 'Reminder Studio');
  const tenant_id = owner.tenant.id;
  // Reminders 5 minutes before: the session below falls due within the journey.
  await updateAs(page, owner, 'tenants', `id=eq.${tenant_id}`, { reminder_minutes: 5 });
  const { session, option } = await freeClassAs(
    page,
    owner,
    'Dawn Flow',
    new Date(Date.now() + 5 * 60_000 + 25_000),
  );
  const client = await newClient(page, owner.tenant.slug);
  await client.rpc('enroll', { booking_id: session, option_id: option });

  // The reminder reaches the mailbox with its footer link; the journey is not signed in.
  const unsubscribe = page
    .getByRole('article')
    .filter({ hasText: 'Your session is coming up' })
    .getByRole('link', { name: /\/client-access\/unsubscribe\?token=/ })
    .first();
  await expect(async () => {
    await page.goto(`/mailbox?to=${encodeURIComponent(client.email)}`);
    await expect(unsubscribe).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 90_000 });
  const href = new URL((await unsubscribe.getAttribute('href')) ?? '');
  await page.goto(`${href.pathname}${href.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Stop reminders?' })).toBeVisible();
  await expect(page.getByText('Reminder Studio sends you a reminder')).toBeVisible();
  await expectNoSeriousViolations(page);
  // Opening the link changed nothing; the button does.
  const choices = () =>
    client.rows<{ reminders_off: boolean }>(
      `clients?select=reminders_off&id=eq.${client.client.id}`,
    );
  expect(await choices()).toEqual([{ reminders_off: false }]);
  await page.getByRole('button', { name: 'Stop reminders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reminders are off' })).toBeVisible();
  expect(await choices()).toEqual([{ reminders_off: true }]);
  // A link that is not ours says so.
  await page.goto(`/client-access/unsubscribe?token=${'A'.repeat(64)}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link is not one we sent' }),
  ).toBeVisible();

  // The owner: no failures on the dashboard, and the client's messages with their status.
  await owner.signInApp();
  await page.goto('/t');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Messages not delivered' })).toHaveCount(0);
  await page.goto(`/t/clients/${client.client.id}/messages/`);
  await expect(page.getByRole('heading', { level: 2, name: 'Messages' })).toBeVisible();
  const list = page.getByRole('table', { name: 'Messages to this client' });
  const confirmation = list.getByRole('row').filter({ hasText: 'Booking confirmed' });
  await expect(confirmation).toHaveCount(1);
  await expect(confirmation).toContainText('Sent');
  await expect(confirmation).toContainText(client.email);
  await expect(list.getByRole('row').filter({ hasText: 'Reminder' })).toContainText('Sent');
  await expectNoSeriousViolations(page);

  await confirmation.getByRole('button', { name: /^Resend: Booking confirmed/ }).click();
  await expect(
    page.getByText('Sent again: the new message is at the top of the list.'),
  ).toBeVisible();
  const again = list.getByRole('row').filter({ hasText: 'Booking confirmed (sent again)' });
  await expect(again).toHaveCount(1);
  // The copy is delivered like any message.
  await expect(async () => {
    await page.reload();
    await expect(again).toContainText('Sent', { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  // The reminder cannot be resent to a client who stopped reminders: the database says why.
  await list
    .getByRole('row')
    .filter({ hasText: 'Reminder' })
    .getByRole('button', { name: /^Resend: Reminder/ })
    .click();
  await expect(page.getByText('This client has turned reminders off.')).toBeVisible();

  // On a phone the rows become cards and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByText('Booking confirmed (sent again)')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a client turns text messages and reminders off in Settings', async ({ page }) => {
  test.setTimeout(90_000);
  const client = await newClient(page);
  await client.signInApp();
  await page.goto('/client-access/settings');
  const section = page.getByRole('region', { name: 'Messages' });
  await expect(section.getByRole('heading', { level: 2, name: 'Messages' })).toBeVisible();
  await expect(section).toContainText('always come by email');
  const texts = section.getByRole('switch', { name: 'Text messages' });
  const reminders = section.getByRole('switch', { name: 'Reminders before a session' });
  await expect(texts).toBeChecked();
  await texts.press('Space');
  await expect(page.getByText('Text messages are off.')).toBeVisible();
  await expect(texts).not.toBeChecked();
  await reminders.press('Space');
  await expect(page.getByText('Reminders are off.')).toBeVisible();
  await expect(reminders).not.toBeChecked();
  const stored = () =>
    client.rows<{ reminders_off: boolean; texts_off: boolean }>(
      `clients?select=reminders_off,texts_off&id=eq.${client.client.id}`,
    );
  expect(await stored()).toEqual([{ reminders_off: true, texts_off: true }]);
  await page.reload();
  await expect(reminders).not.toBeChecked();
  await reminders.press('Space');
  await expect(page.getByText('Reminders are on.')).toBeVisible();
  expect(await stored()).toEqual([{ reminders_off: false, texts_off: true }]);
  await expectNoSeriousViolations(page);
});
