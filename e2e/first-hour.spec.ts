import { expect, test, type Page } from '@playwright/test';
import { demoApi } from './demo-records.ts';
import { newAccount } from './new-client.ts';
import { signIn, storeSession } from './stored-session.ts';

// Issue 15, points 3 to 6: what a newcomer meets in the first hour. The journeys make their own
// records (a new client, a session of their own) and never count the demo's rows.

const hour = 3_600_000;
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Every data API answer of 400 or more the page gets, and every request naming `text`. */
function watchRequests(page: Page) {
  const refused: string[] = [];
  const requested: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/rest/v1/') && response.status() >= 400) {
      refused.push(`${response.status()} ${response.url()}`);
    }
  });
  page.on('request', (request) => requested.push(request.url()));
  return { refused, naming: (text: string) => requested.filter((url) => url.includes(text)) };
}

test('a detail screen with a malformed or unknown id says there is none, at once and in words', async ({
  page,
}) => {
  await signIn(page);
  const watched = watchRequests(page);
  const malformed: [string, string, string][] = [
    ['/t/services/xyz/', 'xyz', 'There is no service at this address'],
    ['/t/staff/123/', '123', 'There is no staff member at this address'],
    ['/t/clients/abc/overview/', 'abc', 'There is no client at this address'],
    ['/t/clients/abc/documents/', 'abc', 'There is no client at this address'],
    ['/t/bookings/not-a-uuid', 'not-a-uuid', 'There is no booking at this address'],
    ['/t/bookings/not-a-uuid/attendance/', 'not-a-uuid', 'There is no booking at this address'],
  ];
  for (const [path, id, words] of malformed) {
    await page.goto(path);
    await expect(heading(page, words)).toBeVisible();
    // Recognised before any request: nothing was asked that the database could only refuse.
    expect(watched.naming(`eq.${id}`)).toEqual([]);
  }
  const unknown = '5b6c7d8e-9f01-4a23-b456-789abcdef012';
  await page.goto(`/t/services/${unknown}/`);
  await expect(heading(page, 'There is no service at this address')).toBeVisible();
  await page.getByRole('link', { name: 'All services' }).click();
  await expect(heading(page, 'Services')).toBeVisible();
  await page.goto(`/t/bookings/${unknown}/enrollments/`);
  await expect(heading(page, 'There is no booking at this address')).toBeVisible();
  expect(watched.refused).toEqual([]);
  await expect(page.getByText(/invalid input syntax/)).toHaveCount(0);
});

test('a refused read is asked once and shown in words, never as the database wrote it', async ({
  page,
}) => {
  await signIn(page);
  const maya = (await (await demoApi(page)).rows<{ id: string }>('staff?select=id&limit=1'))[0];
  let asked = 0;
  await page.route(`**/rest/v1/staff?*id=eq.${maya?.id}*`, async (route) => {
    asked += 1;
    await route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ code: '22P02', message: 'invalid input syntax for type uuid: "x"' }),
    });
  });
  await page.goto(`/t/staff/${maya?.id}/`);
  await expect(heading(page, 'Something went wrong!')).toBeVisible();
  await page.getByRole('button', { name: 'Show Error' }).click();
  await expect(
    page.getByText('Some of the values are not in a form the server accepts.'),
  ).toBeVisible();
  await expect(page.getByText(/invalid input syntax/)).toHaveCount(0);
  // The first retry would have come after one second.
  await page.waitForTimeout(1500);
  expect(asked).toBe(1);
});

test("the app shows 'Loading...' while a slow auth service renews the session", async ({
  page,
}) => {
  const config = (await (await page.request.get('/config.json')).json()) as { anonKey: string };
  const token = await page.request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: config.anonKey },
    data: { email: 'owner@demo.test', password: 'demo-password' },
  });
  const session = (await token.json()) as { expires_at: number };
  // An expired access token: supabase-js renews it before it knows who is signed in.
  await storeSession(page, { ...session, expires_at: Math.floor(Date.now() / 1000) - 60 });
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/auth/v1/token*', async (route) => {
    await released;
    await route.continue();
  });

  await page.goto('/t', { waitUntil: 'commit' });
  await expect(page.getByText('Loading...', { exact: true })).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page.getByText('Loading...', { exact: true })).toBeVisible();
  release();
  await expect(heading(page, 'Dashboard')).toBeVisible();
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
});

test('the words say what the rules do: documents before a first booking, a late cancel of a pack place', async ({
  page,
}) => {
  const owner = await demoApi(page);
  const account = await newAccount(page);
  const client = await account.rpc<{ id: string; tenant_id: string }>('join_tenant', {
    slug: 'sunrise-yoga',
  });
  await account.signInApp();

  // Before any place, Sunrise Yoga's waiver stands between the client and booking.
  await page.goto('/client-access');
  const main = page.getByRole('main');
  await expect(main).toContainText('Documents to sign');
  await expect(main).toContainText('(to sign before your first booking)');

  // The desk books them into a class starting within the cancellation window, with a pack.
  const [pack] = await owner.rows<{ id: string; service_id: string }>(
    'service_options?select=id,service_id&name=eq.10-class%20pack',
  );
  await account.rpc('purchase_option', {
    tenant_id: client.tenant_id,
    client_id: client.id,
    option_id: pack?.id,
  });
  const soon = await owner.rpc<{ id: string }>('schedule_session', {
    service_id: pack?.service_id,
    starts_at: new Date(Date.now() + 3 * hour).toISOString(),
    capacity: 5,
    location: 'Garden room',
  });
  await owner.rpc('enroll', { booking_id: soon.id, option_id: pack?.id, client_id: client.id });

  // Now the client holds a place: the waiver is still to sign, but no longer before booking.
  const watched = watchRequests(page);
  await page.goto('/client-access');
  await expect(main).toContainText('Documents to sign');
  await expect(main).not.toContainText('before your first booking');
  await expect(main).not.toContainText('before you book');
  const upcoming = page.getByRole('region', { name: 'Upcoming bookings' });
  await upcoming.getByRole('button', { name: /^Cancel / }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('It is late: the class credit is used up');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog).toBeHidden();
  await expect(upcoming).toContainText('Nothing booked yet.');
  expect(watched.refused).toEqual([]);

  // The staff view says the same rule, and the fee with the one minus sign.
  await signIn(page);
  await page.goto(`/t/clients/${client.id}/documents/`);
  const stillToSign = page.getByRole('table', { name: 'Documents to sign' });
  await expect(stillToSign).toContainText('When convenient');
  await expect(stillToSign).not.toContainText('Before');
  await page.goto(`/t/clients/${client.id}/transactions/`);
  const fee = page
    .getByRole('table', { name: 'Ledger entries, newest first' })
    .getByRole('row')
    .filter({ hasText: 'Late cancellation fee' });
  await expect(fee).toContainText('\u2212£5.00');
  await expect(page.getByRole('main')).not.toContainText('-£');
});

test('onboarding shows someone without a business only what applies to them', async ({ page }) => {
  const account = await newAccount(page, 'owner');
  await account.signInApp();
  await page.goto('/t/onboarding/');
  await expect(heading(page, 'Set up your business')).toBeVisible();
  await expect(page.getByLabel('Business name')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to your business' })).toHaveCount(0);
  await expect(page.getByText('Or create a new business')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every list screen shows its rows as cards, without sideways scrolling', async ({
    page,
  }) => {
    await signIn(page);
    const chris = (
      await (
        await demoApi(page)
      ).rows<{ id: string }>('clients?select=id&full_name=eq.Chris%20Client')
    )[0];
    const lists: [string, string, string][] = [
      ['/t/services/', 'Services', 'Vinyasa Flow'],
      ['/t/staff/', 'Team', 'Maya Patel'],
      // Filtered to Chris: whose entries are newest depends on the day the demo was made.
      ['/t/transactions/?q=Chris', 'Ledger entries', 'Chris Client'],
      [`/t/clients/${chris?.id}/transactions/`, 'Ledger entries, newest first', 'Balance after'],
      ['/t/clients/', 'Clients', 'Chris Client'],
      ['/t/bookings/', 'Bookings', 'Vinyasa Flow'],
    ];
    for (const [path, list, key] of lists) {
      await page.goto(path);
      const rows = page
        .getByRole('list', { name: list })
        .or(page.getByRole('table', { name: list }));
      await expect(rows.getByText(key).first()).toBeVisible();
      const sideways = await page.evaluate(() =>
        [document.documentElement, ...document.querySelectorAll('main *')]
          .filter((element) => element.scrollWidth > element.clientWidth + 1)
          .filter(
            (element) =>
              element === document.documentElement ||
              ['auto', 'scroll'].includes(getComputedStyle(element).overflowX),
          )
          .map((element) => element.getAttribute('aria-label') ?? element.tagName),
      );
      expect(sideways, path).toEqual([]);
    }
  });
});

test('the line beside the navigation runs the whole height of a long page', async ({ page }) => {
  await signIn(page);
  await page.goto('/t/transactions/');
  await expect(page.getByRole('table', { name: 'Ledger entries' })).toBeVisible();
  const line = await page.evaluate(() => {
    const main = document.querySelector('main') as HTMLElement;
    const style = getComputedStyle(main);
    return {
      drawn: style.backgroundImage.startsWith('linear-gradient'),
      size: style.backgroundSize,
      mainHeight: main.getBoundingClientRect().height,
      pageHeight: document.documentElement.scrollHeight,
    };
  });
  expect(line.drawn).toBe(true);
  expect(line.size).toBe('1px 100%');
  expect(line.mainHeight).toBeGreaterThanOrEqual(line.pageHeight - 60);
});
