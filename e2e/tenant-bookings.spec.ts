import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { demoOwner, demoPassword, storeSession } from './stored-session.ts';

// The tenant's bookings screens (issue #6). Other specs share the demo business, so every
// session and client made here is new and uniquely named, and no count of theirs is relied on.

const demoStaff = 'staff@demo.test';
// The machine is shared and axe runs on every screen: these journeys need more than 30 s.
test.describe.configure({ timeout: 120_000 });
const day = 24 * 3600 * 1000;

interface Api {
  token: string;
  anonKey: string;
  tenantId: string;
}

async function signInAs(page: Page, email: string): Promise<Api> {
  const config = (await (await page.request.get('/config.json')).json()) as { anonKey: string };
  const response = await page.request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: config.anonKey },
    data: { email, password: demoPassword },
  });
  const session = (await response.json()) as { access_token: string };
  await storeSession(page, session);
  const api = { token: session.access_token, anonKey: config.anonKey, tenantId: '' };
  const tenants = await call<{ id: string }[]>(
    page.request,
    api,
    'GET',
    'tenants?slug=eq.sunrise-yoga&select=id',
  );
  return { ...api, tenantId: tenants[0]?.id ?? '' };
}

async function call<T>(
  request: APIRequestContext,
  api: Pick<Api, 'token' | 'anonKey'>,
  method: 'GET' | 'POST',
  path: string,
  data?: object,
): Promise<T> {
  const response = await request.fetch(`/rest/v1/${path}`, {
    method,
    headers: {
      apikey: api.anonKey,
      authorization: `Bearer ${api.token}`,
      prefer: 'return=representation',
    },
    data,
  });
  const body = (await response.json()) as T;
  if (!response.ok()) throw new Error(`${method} ${path}: ${JSON.stringify(body)}`);
  return body;
}

/** A new Lunchtime Meditation session far ahead (no instructor, so no clash) and new clients. */
async function sessionWithClients(page: Page, api: Api, capacity: number, names: string[]) {
  const [service] = await call<{ id: string }[]>(
    page.request,
    api,
    'GET',
    'services?name=eq.Lunchtime%20Meditation&select=id',
  );
  const [dropIn] = await call<{ id: string }[]>(
    page.request,
    api,
    'GET',
    `service_options?service_id=eq.${service?.id}&kind=eq.drop_in&select=id`,
  );
  const startsAt = new Date(
    Date.now() +
      (60 + Math.floor(Math.random() * 200)) * day +
      Math.floor(Math.random() * 600) * 60_000,
  );
  const booking = await call<{ id: string }>(page.request, api, 'POST', 'rpc/schedule_session', {
    service_id: service?.id,
    starts_at: startsAt.toISOString(),
    capacity,
    location: `Room ${randomUUID().slice(0, 6)}`,
  });
  const clients = await call<{ id: string; full_name: string }[]>(
    page.request,
    api,
    'POST',
    'clients',
    names.map((full_name) => ({ tenant_id: api.tenantId, full_name })),
  );
  return { bookingId: booking.id, optionId: dropIn?.id as string, clients };
}

async function enroll(page: Page, api: Api, bookingId: string, optionId: string, clientId: string) {
  await call(page.request, api, 'POST', 'rpc/enroll', {
    booking_id: bookingId,
    option_id: optionId,
    client_id: clientId,
  });
}

const unique = () => randomUUID().slice(0, 8);

test('the list and the day, week and month calendars show the demo bookings', async ({ page }) => {
  await signInAs(page, demoOwner);
  await page.goto('/t/bookings/');
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible({
    timeout: 20_000,
  });
  const list = page.getByRole('table', { name: 'Bookings' });
  await expect(list.getByRole('link', { name: 'Vinyasa Flow' }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /\d+ bookings/ })).toBeVisible();
  await expect(page.getByRole('progressbar').first()).toHaveAccessibleName(/places taken/);
  await expectNoSeriousViolations(page);

  // Filters live in the address and are applied by the database.
  await page.getByLabel('Kind').selectOption({ label: 'Private appointments' });
  await expect(page).toHaveURL(/kind=private/);
  await expect(list.getByRole('link', { name: 'Private Yoga' }).first()).toBeVisible();
  await expect(list.getByRole('link', { name: 'Vinyasa Flow' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear filters' }).click();

  for (const [view, step] of [
    ['Week', 'week'],
    ['Month', 'month'],
    ['Day', 'day'],
  ] as const) {
    await page.getByText(view, { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`view=${view.toLowerCase()}`));
    await expect(page.getByRole('button', { name: `Next ${step}` })).toBeVisible();
    await expect(page.getByText(new RegExp(`this ${step}`))).toBeVisible();
    await expectNoSeriousViolations(page);
  }
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page.getByRole('button', { name: 'Today' })).toBeEnabled();
  await page.goto('/t/bookings/?view=week');
  await expect(page.getByRole('link', { name: 'Lunchtime Meditation' }).first()).toBeVisible();
});

test('the owner creates a weekly series, and a clash names the busy instructor', async ({
  page,
}) => {
  await signInAs(page, demoOwner);
  await page.goto('/t/bookings/');
  const room = `Loft ${unique()}`;
  // Three whole weeks starting on a Monday well ahead: three Tuesdays and three Thursdays.
  const start = new Date(Date.now() + 150 * day);
  start.setUTCDate(start.getUTCDate() + ((8 - start.getUTCDay()) % 7));
  const first = start.toISOString().slice(0, 10);
  const last = new Date(start.getTime() + 20 * day).toISOString().slice(0, 10);

  await page.getByRole('button', { name: 'New booking' }).click();
  await page.getByRole('menuitem', { name: 'Weekly series' }).click();
  const dialog = page.getByRole('dialog', { name: 'New weekly series' });
  await dialog.getByLabel('Service').selectOption({ label: 'Yin Yoga' });
  await dialog.getByLabel('Tuesday').check();
  await dialog.getByLabel('Thursday').check();
  await dialog.getByLabel('Starts at').fill('20:15');
  await dialog.getByLabel('First day').fill(first);
  await dialog.getByLabel('Last day').fill(last);
  await dialog.getByLabel('Room or place').fill(room);
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Schedule series' }).click();
  await expect(page.getByText('Weekly series scheduled')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByLabel('Search').fill(room);
  await expect(page.getByText('6 bookings', { exact: true })).toBeVisible();

  // Maya teaches Yin Yoga on Sundays at 17:00 in the demo timetable.
  await page.getByRole('button', { name: 'New booking' }).click();
  await page.getByRole('menuitem', { name: 'Weekly series' }).click();
  await dialog.getByLabel('Service').selectOption({ label: 'Yin Yoga' });
  await dialog.getByLabel('Instructor').selectOption({ label: 'Maya Patel' });
  await dialog.getByLabel('Sunday').check();
  await dialog.getByLabel('Starts at').fill('17:00');
  await dialog.getByRole('button', { name: 'Schedule series' }).click();
  await expect(
    dialog.getByText(/^The instructor is already booked on Sunday \d+ \w+ \d{4} at 17:00/),
  ).toBeVisible();
  await expect(dialog.getByLabel('Instructor')).toHaveAttribute('aria-invalid', 'true');
});

test("staff cancel a place in a full session and the waitlist's first moves up", async ({
  page,
}) => {
  const api = await signInAs(page, demoStaff);
  const id = unique();
  const [holder, waiter] = [`Holder ${id}`, `Waiter ${id}`];
  const { bookingId, optionId, clients } = await sessionWithClients(page, api, 1, [holder, waiter]);
  await enroll(page, api, bookingId, optionId, clients[0]?.id as string);

  await page.goto(`/t/bookings/${bookingId}/enrollments/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lunchtime Meditation' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAccessibleName('Full: 1 of 1 places taken');
  // The session is full: the client added at the desk goes on the waitlist.
  await page.getByRole('combobox', { name: 'Client' }).fill(`Waiter ${id}`);
  await page.getByRole('option', { name: waiter }).click();
  await page.getByRole('button', { name: 'Add to the waitlist' }).click();
  await expect(page.getByText(`${waiter} is number 1 on the waitlist`)).toBeVisible();
  const waitlist = page.getByRole('table', { name: /^Waitlist/ });
  await expect(waitlist.getByRole('row', { name: new RegExp(waiter) })).toContainText(
    'Waitlist #1',
  );
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: `Cancel place of ${holder}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel the place of ${holder}?` });
  await expect(dialog.getByText('In time under the cancellation policy.')).toBeVisible();
  await expect(dialog.getByText(/credited back to their balance/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel place' }).click();
  await expect(page.getByRole('alert', { name: 'Moved up from the waitlist' })).toContainText(
    `${waiter} now has the freed place.`,
  );
  const places = page.getByRole('table', { name: /^Places/ });
  await expect(places.getByRole('row', { name: new RegExp(waiter) })).toContainText('Confirmed');
  await expect(page.getByRole('table', { name: /^Cancelled/ })).toContainText(holder);
});

test('staff check clients in from the attendance tab, by click and by key', async ({ page }) => {
  const api = await signInAs(page, demoStaff);
  const id = unique();
  const [first, second] = [`Anna ${id}`, `Bert ${id}`];
  const { bookingId, optionId, clients } = await sessionWithClients(page, api, 4, [first, second]);
  for (const client of clients) await enroll(page, api, bookingId, optionId, client.id);

  await page.goto(`/t/bookings/${bookingId}/attendance/`);
  await expect(page.getByRole('heading', { level: 2, name: 'Attendance' })).toBeVisible();
  await expect(page.getByText('0 of 2 marked')).toBeVisible();
  await page
    .getByRole('group', { name: `Mark ${first}` })
    .getByRole('button', { name: 'Present' })
    .click();
  await expect(page.getByText('1 of 2 marked: 1 present, 0 late, 0 absent.')).toBeVisible();
  // The next row takes the focus; L marks it late.
  await page.getByRole('listitem', { name: `${second}: not marked` }).focus();
  await page.keyboard.press('l');
  await expect(page.getByText('2 of 2 marked: 1 present, 1 late, 0 absent.')).toBeVisible();
  await page.mouse.move(0, 0);
  await expectNoSeriousViolations(page);

  await page.reload();
  await expect(
    page.getByRole('group', { name: `Mark ${second}` }).getByRole('button', { name: 'Late' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('listitem', { name: `${first}: present` })).toBeVisible();
});

test('every bookings screen passes axe on a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const api = await signInAs(page, demoOwner);
  const { bookingId, optionId, clients } = await sessionWithClients(page, api, 2, [
    `Phone ${unique()}`,
  ]);
  await enroll(page, api, bookingId, optionId, clients[0]?.id as string);
  for (const path of [
    '/t/bookings/',
    '/t/bookings/?view=day',
    '/t/bookings/?view=week',
    '/t/bookings/?view=month',
    `/t/bookings/${bookingId}/overview/`,
    `/t/bookings/${bookingId}/enrollments/`,
    `/t/bookings/${bookingId}/attendance/`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading the screen' })).toHaveCount(0);
    await expectNoSeriousViolations(page);
  }
  await page.goto(`/t/bookings/${bookingId}/overview/`);
  await page.getByRole('button', { name: 'Cancel session' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel session' }).click();
  await expect(page.getByText('Say why: the clients in it see this.')).toBeVisible();
  await page.getByLabel('Reason').fill('The studio is closed for repairs');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel session' }).click();
  await expect(page.getByText('1 place cancelled, £8.00 credited back.')).toBeVisible();
  await expect(page.getByText('The studio is closed for repairs')).toBeVisible();
});

test('the front desk books a private appointment at a free time, length and price as shown', async ({
  page,
}) => {
  const api = await signInAs(page, demoOwner);
  const name = `Private ${unique()}`;
  await call(page.request, api, 'POST', 'clients', { tenant_id: api.tenantId, full_name: name });
  // A Wednesday two to four weeks ahead: every demo teacher works then, within booking limits.
  const ahead = new Date(Date.now() + (14 + Math.floor(Math.random() * 14)) * day);
  ahead.setUTCDate(ahead.getUTCDate() + ((3 - ahead.getUTCDay() + 7) % 7));

  await page.goto('/t/bookings/');
  await page.getByRole('button', { name: 'New booking' }).click();
  await page.getByRole('menuitem', { name: 'Private appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'New private appointment' });
  await dialog.getByRole('combobox', { name: 'Client' }).fill(name);
  await page.getByRole('option', { name }).click();
  await dialog.getByLabel('Day').fill(ahead.toISOString().slice(0, 10));
  // Length and price is left as it is shown: its first choice is the one booked.
  const time = dialog.getByLabel('Free time');
  await expect(time).toBeEnabled();
  const firstFree = await time.locator('option').nth(1).getAttribute('value');
  await time.selectOption(firstFree ?? '');
  await dialog.getByRole('button', { name: 'Book appointment' }).click();
  await expect(page.getByText('Appointment booked')).toBeVisible();
  await expect(page).toHaveURL(/\/t\/bookings\/[0-9a-f-]{36}\/overview\//);
});
