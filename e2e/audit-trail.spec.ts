import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { demoApi } from './demo-records.ts';
import { newAccount } from './new-client.ts';
import { signIn } from './stored-session.ts';

// Issue 38, point 3: the demo owner cancels a client's place on the session's page, then finds
// that change in the client's History tab, in the session's History tab and on Activity with
// its filters, and in the CSV of the filtered trail. Each screen is checked with axe and
// photographed at a phone's width and a desktop's; then undoes it from the session's History
// (point 4). A removed note comes back from its notification. A staff member has no Activity
// link and is told who can read it.

test.describe.configure({ timeout: 180_000 });

const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 900 };
const hour = 3_600_000;

async function photograph(page: Page, name: string) {
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `test-results/audit-trail/${name}-390.png`, fullPage: true });
  await page.setViewportSize(desktop);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `test-results/audit-trail/${name}-1366.png`, fullPage: true });
  await page.setViewportSize(phone);
}

/** A client of Sunrise Yoga with a name no other journey uses, booked into a session of its own. */
async function bookedClient(page: Page) {
  const owner = await demoApi(page);
  const [vinyasa] = await owner.rows<{ id: string }>('services?select=id&name=eq.Vinyasa%20Flow');
  const [dropIn] = await owner.rows<{ id: string }>(
    `service_options?select=id&service_id=eq.${vinyasa?.id}&kind=eq.drop_in`,
  );
  const startsAt = new Date(Date.now() + 4 * 24 * hour);
  startsAt.setUTCHours(19, Math.floor(Math.random() * 50), 0, 0);
  const session = await owner.rpc<{ id: string }>('schedule_session', {
    service_id: vinyasa?.id,
    starts_at: startsAt.toISOString(),
    capacity: 6,
    location: 'Garden room',
  });
  // Sorts after the demo clients, whom the client list journeys look for on its first screen.
  const name = `Zara Audit ${Math.floor(Math.random() * 1e6)}`;
  const account = await newAccount(page, 'audit', name);
  const client = await account.rpc<{ id: string; tenant_id: string }>('join_tenant', {
    slug: 'sunrise-yoga',
  });
  const unsigned = await account.rows<{ template_id: string }>(
    `documents_to_sign?select=template_id&client_id=eq.${client.id}`,
  );
  for (const { template_id } of unsigned) {
    await account.rpc('sign_document', {
      tenant_id: client.tenant_id,
      template_id,
      signed_name: name,
      consent: true,
    });
  }
  await account.rpc('enroll', { booking_id: session.id, option_id: dropIn?.id });
  return { name, clientId: client.id, bookingId: session.id };
}

test('an owner finds a cancelled place in both History tabs, on Activity and in its CSV', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  const { name, clientId, bookingId } = await bookedClient(page);
  await signIn(page);
  const sentence = new RegExp(`Cancelled ${name}'s place in Vinyasa Flow on `);

  // The change, made on the session's page.
  await page.goto(`/t/bookings/${bookingId}/enrollments/`);
  await page.getByRole('button', { name: `Cancel place of ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Cancel place' }).click();
  await expect(dialog).toBeHidden();

  // The client's History tab: the cancellation, with its fields before and after.
  await page.goto(`/t/clients/${clientId}/overview/`);
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('heading', { name: 'History', level: 2 })).toBeVisible();
  const cancelled = page.getByRole('listitem').filter({ hasText: sentence });
  await expect(cancelled).toBeVisible();
  await expect(cancelled).toContainText('Olivia');
  await cancelled.getByRole('button', { name: /Show the/ }).click();
  const fields = cancelled.getByRole('table', { name: 'Changed fields' });
  await expect(fields.getByRole('row', { name: /Status confirmed cancelled/ })).toBeVisible();
  // The client's own booking, by them, is there too, naming the client and the price option
  // rather than giving their ids.
  const booked = page
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`Booked ${name} into Vinyasa Flow`) });
  await expect(booked).toContainText('Client');
  await booked.getByRole('button', { name: /Show the/ }).click();
  const bookedFields = booked.getByRole('table', { name: 'Changed fields' });
  await expect(
    bookedFields.getByRole('row', { name: new RegExp(`^Client .*${name}`) }),
  ).toBeVisible();
  await expect(bookedFields.getByRole('row', { name: /^Price option .*Drop-in/ })).toBeVisible();
  await expect(bookedFields).not.toContainText(clientId);
  await photograph(page, 'client-history');

  // The session's History tab.
  await page.goto(`/t/bookings/${bookingId}/overview/`);
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: sentence })).toBeVisible();
  await photograph(page, 'booking-history');

  // Activity, from the navigation, narrowed by who, what and the client.
  await page.setViewportSize(desktop);
  await page.goto('/t');
  await page.getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Changes, newest first' })).toBeVisible();
  await page.setViewportSize(phone);
  await page.getByLabel('Who', { exact: true }).selectOption({ label: 'Team' });
  await expect(page).toHaveURL(/who=staff/);
  await page.getByLabel('What', { exact: true }).selectOption({ label: 'Bookings and places' });
  await expect(page).toHaveURL(/what=bookings/);
  await page.getByRole('combobox', { name: 'Client' }).fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await expect(page).toHaveURL(new RegExp(`client=${clientId}`));
  const entries = page.getByRole('list', { name: 'Changes, newest first' }).getByRole('listitem');
  await expect(entries.filter({ hasText: sentence })).toBeVisible();
  // The client's own booking was not the team's.
  await expect(entries.filter({ hasText: new RegExp(`Booked ${name}`) })).toHaveCount(0);
  await photograph(page, 'activity-filtered');

  // The CSV of the filtered trail holds the cancellation.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await (await download).path();
  const csv = await readFile(file, 'utf8');
  const [header, ...lines] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(header).toBe('Time,Who,Kind,Subject,Action,Client,Session,Changes,Request ID');
  const line = lines.find((text) => text.includes('""status"":""cancelled""'));
  expect(line).toContain(name);
  expect(line).toContain(',Team,place,changed,');

  // The whole business's trail, the demo's thousands of entries, pages on.
  await page.goto('/t/activity/');
  const all = page.getByRole('list', { name: 'Changes, newest first' }).getByRole('listitem');
  await expect(all).toHaveCount(50);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(all).toHaveCount(100);
  await photograph(page, 'activity');

  // Issue 38, point 4: the cancellation is undone from the session's History tab; the place is
  // the client's again, and the entry says it was undone.
  await page.goto(`/t/bookings/${bookingId}/history/`);
  const entry = page.getByRole('listitem').filter({ hasText: sentence });
  await entry.getByRole('button', { name: /^Undo: Cancelled / }).click();
  await expect(page.getByText('Undone: it is as it was.')).toBeVisible();
  await expect(entry.getByText('Undone', { exact: true })).toBeVisible();
  await expect(entry.getByRole('button', { name: /^Undo/ })).toHaveCount(0);
  await page.goto(`/t/bookings/${bookingId}/enrollments/`);
  await expect(page.getByRole('button', { name: `Cancel place of ${name}` })).toBeVisible();
});

test('a removed note comes back from the notification that says it was removed', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await signIn(page);
  const [chris] = await (
    await demoApi(page)
  ).rows<{ id: string }>('clients?select=id&full_name=eq.Chris%20Client');
  await page.goto(`/t/clients/${chris?.id}/notes/`);
  const text = `Left knee: no kneeling ${Math.floor(Math.random() * 1e6)}`;
  await page.getByLabel('New note').fill(text);
  await page.getByRole('button', { name: 'Add note' }).click();
  const note = page.getByRole('listitem').filter({ hasText: text });
  await expect(note).toBeVisible();
  await note.getByRole('button', { name: /^Remove the note of / }).click();
  await expect(note).toHaveCount(0);
  const notice = page.getByRole('alert').filter({ hasText: 'Note removed.' });
  await expectNoSeriousViolations(page);
  await notice.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Undone: it is as it was.')).toBeVisible();
  await expect(note).toBeVisible();
});

test('a staff member has no Activity link and reads who may see it', async ({ page }) => {
  await page.setViewportSize(desktop);
  await signIn(page, 'staff@demo.test');
  await page.goto('/t');
  await expect(page.getByRole('link', { name: 'Bookings' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Activity' })).toHaveCount(0);
  await page.goto('/t/activity/');
  await expect(page.getByText('Activity is for owners and admins')).toBeVisible();
  await expect(page.getByText(/Only the owners and admins of Sunrise Yoga/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Changes, newest first' })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: 'test-results/audit-trail/staff-activity-1366.png' });
});
