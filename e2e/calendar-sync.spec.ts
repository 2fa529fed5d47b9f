import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { addStandInEvent } from './google-stand-in.ts';
import { studio, dayAhead } from './calendar-studio.ts';
import { newAddress } from './new-client.ts';
import { storeSession } from './stored-session.ts';

// Issue 37, point 5: a staff member connects their Google Calendar (the embedded stand-in, which
// a trial has on) through the business's own app registration, chooses which calendars block
// their free times and which receives their bookings, and sees the last sync; an event added in
// that calendar takes its time out of the booking page's free times; then they disconnect.
// Each state is checked with axe and photographed at a phone's width and a desktop's.

test.describe.configure({ timeout: 180_000 });
// At the server's own site address (SITE_URL, localhost:<port> by default), where the OAuth
// callback sends the browser back to: the session kept in the page's storage is that origin's.
test.use({ baseURL: `http://localhost:${process.env.E2E_PORT ?? 4173}` });

const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 900 };

async function photograph(page: Page, name: string) {
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `test-results/calendar-sync/${name}-390.png`, fullPage: true });
  await page.setViewportSize(desktop);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `test-results/calendar-sync/${name}-1366.png`, fullPage: true });
  await page.setViewportSize(phone);
}

test('a staff member connects Google, whose busy time leaves the booking page, and disconnects', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize(phone);
  const day = dayAhead();
  const { owner, serviceId, optionId, staffId, sessionId } = await studio(page, day);
  const freeStarts = async () =>
    (
      await owner.rpc<{ starts_at: string }[]>('available_slots', {
        service_id: serviceId,
        option_id: optionId,
        from: `${day}T00:00:00Z`,
        to: `${day}T23:59:00Z`,
        staff_id: staffId,
      })
    ).map((slot) => Date.parse(slot.starts_at));
  const ten = Date.parse(`${day}T10:00:00Z`);
  const noon = Date.parse(`${day}T12:00:00Z`);
  expect(await freeStarts()).toEqual(expect.arrayContaining([ten, noon]));

  await owner.signInApp();
  await page.goto('/t/settings/calendars');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendars' })).toBeVisible();
  await expect(page.getByText('No calendars connected yet')).toBeVisible();
  await expect(page.getByText('appear here once you set them up')).toBeVisible();
  await photograph(page, 'empty');

  // A CalDAV address the server may not reach is refused beside the address.
  const caldav = page.getByRole('form', { name: /^CalDAV/ });
  await caldav.getByRole('textbox', { name: 'Calendar address' }).fill('http://192.168.1.9/dav/');
  await caldav.getByRole('textbox', { name: 'User name' }).fill('me@example.test');
  await caldav.getByLabel('App password').fill('app-password');
  await caldav.getByRole('button', { name: 'Connect' }).click();
  await expect(
    caldav.getByRole('textbox', { name: 'Calendar address' }),
  ).toHaveAccessibleDescription(/must start with https:\/\//);

  // The owner registers the business's own Google app: a test_ client id is the stand-in's.
  const client = {
    id: `test_e2e_${Date.now()}_${Math.floor(Math.random() * 1e6)}`,
    secret: 'e2e-google-secret',
    redirect: `${baseURL}/calendar/v1/oauth/google/callback`,
  };
  const apps = page.getByRole('region', { name: 'Google Calendar', exact: true });
  await expect(apps.getByText(client.redirect)).toBeVisible();
  await expect(apps.getByText('a client ID beginning with test_ uses the built-in')).toBeVisible();
  await apps.getByRole('textbox', { name: 'Client ID' }).fill(client.id);
  await apps.getByLabel('Client secret').fill(client.secret);
  await apps.getByRole('button', { name: 'Save Google Calendar' }).click();
  await expect(page.getByText('Google Calendar is set up for your team.')).toBeVisible();
  await expect(apps.getByText(`client ID ${client.id}`)).toBeVisible();

  // Connecting: Google's consent page, then back here with the word that it worked.
  const login = newAddress('calendar-staff');
  await page.getByRole('button', { name: 'Connect Google' }).click();
  await page.getByRole('textbox', { name: 'Account' }).fill(login);
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/t\/settings\/calendars$/);
  await expect(page.getByText('Google Calendar is connected')).toBeVisible();
  const account = page.getByRole('region', { name: `Google Calendar: ${login}` });
  await expect(account).toBeVisible();

  // Both calendars block at first; the shared one cannot receive bookings, the primary does.
  const team = account.getByRole('switch', { name: 'Team (read only) blocks my free times' });
  await expect(team).toBeChecked();
  await expect(
    account.getByRole('radio', { name: 'Team (read only) receives my bookings' }),
  ).toBeDisabled();
  await expect(account.getByRole('radio', { name: `${login} receives my bookings` })).toBeChecked();
  await team.click({ force: true });
  await expect(page.getByText('Team (read only) no longer blocks your free times.')).toBeVisible();
  await expect(team).not.toBeChecked();
  await expect(account.getByText(/^Last synced /)).toBeVisible({ timeout: 30_000 });
  await photograph(page, 'connected');

  // The same screen in Arabic reads right to left, the addresses still left to right.
  const arabic = await browser.newContext({ viewport: phone, locale: 'ar' });
  const inArabic = await arabic.newPage();
  await storeSession(inArabic, owner.session);
  await inArabic.goto('/t/settings/calendars');
  await expect(inArabic.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(inArabic.getByRole('heading', { level: 1, name: 'التقويمات' })).toBeVisible();
  await expect(
    inArabic.getByRole('switch', { name: `${login} يحجب أوقاتي المتاحة` }),
  ).toBeChecked();
  await expectNoSeriousViolations(inArabic);
  await inArabic.screenshot({
    path: 'test-results/calendar-sync/connected-ar-390.png',
    fullPage: true,
  });
  await arabic.close();

  // Events in the Google calendar: after a sync their hours are no longer free, and the one
  // over the group class is flagged on it.
  for (const [summary, from, to] of [
    ['Dentist', '10:00', '11:00'],
    ['Physio', '17:30', '18:30'],
  ])
    await addStandInEvent(page.request, client, login, {
      summary,
      start: { dateTime: `${day}T${from}:00Z` },
      end: { dateTime: `${day}T${to}:00Z` },
    });
  await account.getByRole('button', { name: `Sync ${login} now` }).click();
  await expect(account.getByText('2 busy events')).toBeVisible({ timeout: 30_000 });
  await expect.poll(freeStarts).not.toContain(ten);
  expect(await freeStarts()).toContain(noon);

  // The booking page a visitor opens offers noon that day, and not ten.
  const visitor = await browser.newPage({ viewport: phone });
  await visitor.goto(`/client-access/register/?tenant=${owner.tenant.slug}`);
  await visitor.getByRole('link', { name: 'Book Private Pilates' }).click();
  await visitor
    .getByRole('group', { name: 'Day', exact: true })
    .locator(`input[value="${day}"]`)
    .check();
  const times = visitor.getByRole('group', { name: /^Free times on/ });
  await expect(times.getByRole('status')).toHaveCount(0);
  const offered = async () =>
    (
      await times
        .locator('input')
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
    ).map((value) => Date.parse(value));
  await expect.poll(offered).toContain(noon);
  expect(await offered()).not.toContain(ten);
  await visitor.close();

  await page.goto(`/t/bookings/${sessionId}/overview/`);
  const clash = page
    .getByRole('alert')
    .filter({ hasText: 'This session clashes with a busy time' });
  await expect(clash).toContainText("Clashes with Journey Owner's calendar: Physio,");
  await expect(page.getByText('Calendar clash')).toBeVisible();
  await photograph(page, 'clash');
  await page.goto('/t/settings/calendars');

  // Owners see each staff member's calendars on their page, and may disconnect them there.
  await page.goto(`/t/staff/${staffId}/`);
  const onStaffPage = page.getByRole('region', { name: 'Connected calendars' });
  await expect(
    onStaffPage.getByRole('region', { name: `Google Calendar: ${login}` }),
  ).toContainText('blocks free times and receives bookings');
  await expect(onStaffPage.getByRole('button', { name: `Disconnect ${login}` })).toBeVisible();
  await page.goto('/t/settings/calendars');

  // Disconnecting says that what was written stays in the calendar.
  await account.getByRole('button', { name: `Disconnect ${login}` }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Events already written stay in that calendar');
  await confirm.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText(`${login} is disconnected.`)).toBeVisible();
  await expect(page.getByText('No calendars connected yet')).toBeVisible();
  await expect.poll(freeStarts).toContain(ten);
});
