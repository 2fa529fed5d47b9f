import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { demoApi } from './demo-records.ts';
import { newAccount, newClient } from './new-client.ts';
import { demoClient, signIn } from './stored-session.ts';

// Issue #7: the client area's own screens. Journeys that change a client's state use a new
// account of their own (new-client.ts); the demo client is only read.

const phone = { width: 375, height: 740 };
const desktop = { width: 1280, height: 800 };
const hour = 3600_000;

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

test.describe('on a 375 px phone', () => {
  test.use({ viewport: phone });

  test('a new client joins Sunrise Yoga from its link, signs its waiver and finds it signed', async ({
    page,
  }) => {
    const account = await newAccount(page, 'joining', 'Robin Newcomer');
    await account.signInApp();
    await page.goto('/client-access/onboarding/?tenant=sunrise-yoga');

    await expect(heading(page, 'Complete your profile')).toBeVisible();
    await expect(page.getByText('You are joining Sunrise Yoga.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Robin Newcomer');
    await page.getByRole('textbox', { name: 'Phone' }).fill('+44 7700 900123');
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    // Sunrise Yoga asks for its waiver before a first booking.
    await expect(heading(page, 'Sign before your first booking')).toBeVisible();
    const waiver = page.getByRole('region', { name: 'Health and liability waiver, version 1' });
    await expect(waiver).toContainText('I take part at my own risk');
    await expectNoSeriousViolations(page);
    const sign = page.getByRole('form', { name: 'Sign Health and liability waiver' });
    await sign.getByRole('button', { name: 'Sign' }).click();
    await expect(sign.getByText('Tick the box to agree before signing.')).toBeVisible();
    // By keyboard: Space ticks the consent, Enter in the name field signs.
    await sign.getByRole('checkbox').focus();
    await page.keyboard.press('Space');
    await sign.getByRole('textbox', { name: 'Your full name, as your signature' }).press('Enter');

    await expect(heading(page, 'Home')).toBeVisible();
    await expect(page.getByText('Hello, Robin Newcomer.')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Documents to sign/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Navigation' }).click();
    await page.getByRole('link', { name: 'Documents' }).click();
    await expect(heading(page, 'Documents')).toBeVisible();
    const signed = page.getByRole('region', { name: 'Signed' });
    await expect(signed.getByText('Health and liability waiver', { exact: true })).toBeVisible();
    await expect(
      signed.getByText(/^Version 1, signed by Robin Newcomer on .*\d{1,2}:\d\d/),
    ).toBeVisible();
    await signed.getByRole('button', { name: 'Read Health and liability waiver' }).click();
    await expect(page.getByRole('dialog')).toContainText('I take part at my own risk');
  });
});

test.describe('on a 1280 px desktop in New York', () => {
  // A viewer away from the business: its times stay London's, with a note saying so.
  test.use({ viewport: desktop, timezoneId: 'America/New_York' });

  test('a client cancels in time and late from Home, seeing the policy each time, and the balance follows', async ({
    page,
  }) => {
    const owner = await demoApi(page);
    const [vinyasa] = await owner.rows<{ id: string }>('services?select=id&name=eq.Vinyasa%20Flow');
    const [dropIn] = await owner.rows<{ id: string }>(
      `service_options?select=id&service_id=eq.${vinyasa?.id}&kind=eq.drop_in`,
    );
    // Beyond Sunrise Yoga's 12-hour window: a timetabled class a few days away with room.
    const later = await owner.rows<{ id: string; taken: number; capacity: number }>(
      `booking_summaries?select=id,taken,capacity&service_id=eq.${vinyasa?.id}&status=eq.scheduled&starts_at=gt.${new Date(Date.now() + 48 * hour).toISOString()}&order=starts_at&limit=20`,
    );
    const far = later.find((session) => session.taken < session.capacity);
    // Inside it: a class of its own, in three hours.
    const soon = await owner.rpc<{ id: string }>('schedule_session', {
      service_id: vinyasa?.id,
      starts_at: new Date(Date.now() + 3 * hour).toISOString(),
      capacity: 5,
      location: 'Garden room',
    });
    const client = await newClient(page);
    for (const booking of [far?.id, soon.id]) {
      await client.rpc('enroll', { booking_id: booking, option_id: dropIn?.id });
    }
    await client.signInApp();
    await page.goto('/client-access');

    await expect(heading(page, 'Home')).toBeVisible();
    const balance = page.getByTestId('client-balance');
    await expect(balance).toHaveText('Owes £30.00');
    const upcoming = page.getByRole('region', { name: 'Upcoming bookings' });
    const cancels = upcoming.getByRole('button', { name: /^Cancel Vinyasa Flow/ });
    await expect(cancels).toHaveCount(2);
    await expect(upcoming.getByText('Garden room')).toBeVisible();
    await expect(
      upcoming.getByText("Times are in the business's time zone, Europe/London"),
    ).toBeVisible();
    await expectNoSeriousViolations(page);

    // The soon one is listed first: late, a fee. Opened from the keyboard.
    await cancels.first().press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cancel Vinyasa Flow?' });
    await expect(dialog.getByText(/^Late: the window closed/)).toBeVisible();
    await expect(dialog.getByText('It is late: a fee of £5.00 is charged.')).toBeVisible();
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(dialog).toBeHidden();
    await expect(balance).toHaveText('Owes £35.00');

    await cancels.first().click();
    await expect(dialog.getByText('In time under the cancellation policy')).toBeVisible();
    await expect(dialog.getByText('£15.00 is credited back to your balance.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(dialog).toBeHidden();
    await expect(balance).toHaveText('Owes £20.00');
    await expect(upcoming.getByText('Nothing booked yet.')).toBeVisible();
  });

  test('a client renames themselves in settings and Home greets them by the new name', async ({
    page,
  }) => {
    const client = await newClient(page);
    await client.signInApp();
    await page.goto('/client-access/settings');
    await expect(heading(page, 'Settings')).toBeVisible();
    const profile = page.getByRole('form', { name: 'Your profile' });
    await profile.getByRole('textbox', { name: 'Full name' }).fill('Alex Renamed');
    await profile.getByRole('textbox', { name: 'Phone' }).fill('not a phone');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(profile.getByText('Use digits, spaces and + ( ) . - only.')).toBeVisible();
    await profile.getByRole('textbox', { name: 'Phone' }).fill('+44 20 7946 0001');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Your profile is saved.')).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Client area' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(page.getByText('Hello, Alex Renamed.')).toBeVisible();
  });
});

test('the demo client switches between their two businesses in settings', async ({ page }) => {
  await page.setViewportSize(desktop);
  await signIn(page, demoClient);
  await page.goto('/client-access/settings');
  const banner = page.getByRole('banner');
  const current = (await banner.getByText(/^(Sunrise Yoga|Harbour Pilates)$/).textContent()) ?? '';
  const other = current === 'Sunrise Yoga' ? 'Harbour Pilates' : 'Sunrise Yoga';
  const businesses = page.getByRole('region', { name: 'Your businesses' });
  await expect(businesses.getByRole('link', { name: 'Join another business' })).toBeVisible();

  await businesses.getByRole('button', { name: `Switch to ${other}` }).click();
  await expect(heading(page, 'Home')).toBeVisible();
  await expect(page.getByText(`Your bookings, credits and balance at ${other}.`)).toBeVisible();
  await expect(banner.getByText(other, { exact: true })).toBeVisible();
  // Remembered on this device.
  await page.reload();
  await expect(banner.getByText(other, { exact: true })).toBeVisible();
});

// One axe pass per screen and width, as the demo client (read only); the journeys above check
// the onboarding steps at 375 px and Home with its cancel dialog at 1280 px.
const screens = [
  { path: '/client-access', title: 'Home', widths: [phone.width] },
  { path: '/client-access/documents', title: 'Documents' },
  { path: '/client-access/settings', title: 'Settings' },
  { path: '/client-access/onboarding/', title: 'Find your business' },
  {
    path: '/client-access/onboarding/?tenant=no-such-business',
    title: 'Find your business',
    widths: [phone.width],
  },
];
for (const viewport of [phone, desktop]) {
  test(`the client screens pass axe at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, demoClient);
    for (const { path, title, widths } of screens) {
      if (widths && !widths.includes(viewport.width)) continue;
      await page.goto(path);
      await expect(heading(page, title)).toBeVisible();
      if (path.includes('no-such-business')) {
        await expect(page.getByRole('alert')).toContainText('No business has the address');
      }
      if (path === '/client-access/onboarding/') {
        await page.getByRole('searchbox', { name: 'Business name' }).fill('yoga');
        await expect(page.getByRole('button', { name: 'Join Sunrise Yoga' })).toBeVisible();
      }
      await expectNoSeriousViolations(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
}

test('onboarding asks a signed-out visitor to sign in first, and comes back to the link', async ({
  page,
}) => {
  await page.goto('/client-access/onboarding/?tenant=sunrise-yoga');
  await expect(heading(page, 'Sign in to book')).toBeVisible();
  const redirect = new URL(page.url()).searchParams.get('redirect');
  expect(redirect).toBe('/client-access/onboarding/?tenant=sunrise-yoga');
});

test('a client changes their email and password and signs out their other devices', async ({
  page,
}) => {
  const client = await newClient(page);
  const config = (await (await page.request.get('/config.json')).json()) as { anonKey: string };
  const token = (grant: string, data: object) =>
    page.request.post(`/auth/v1/token?grant_type=${grant}`, {
      headers: { apikey: config.anonKey },
      data,
    });
  // Another device, signed in before the changes.
  const other = (await (
    await token('password', { email: client.email, password: 'correct horse' })
  ).json()) as { refresh_token: string };

  await client.signInApp();
  await page.goto('/client-access/settings');
  // First, since a new password also ends the other sessions.
  await page.getByRole('button', { name: 'Sign out other sessions' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out the others' }).click();
  await expect(page.getByText('Your other sessions are signed out.')).toBeVisible();
  const refreshed = await token('refresh_token', { refresh_token: other.refresh_token });
  expect(refreshed.ok()).toBe(false);

  const newEmail = `moved-${client.email}`;
  const emailForm = page.getByRole('form', { name: 'Change your email' });
  await emailForm.getByLabel('New email').fill(newEmail);
  await emailForm.getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByText(`Open the link we sent to ${newEmail}`)).toBeVisible();

  const passwordForm = page.getByRole('form', { name: 'Change your password' });
  await passwordForm.getByLabel('New password', { exact: true }).fill('battery staple');
  await passwordForm.getByLabel('Repeat the new password').fill('battery staple');
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed.')).toBeVisible();
  const withNew = await token('password', { email: client.email, password: 'battery staple' });
  expect(withNew.ok()).toBe(true);
});
