import { expect, test } from '@playwright/test';
import { passwordSession, signIn, storeSession } from './stored-session.ts';

test('an unknown path shows Not Found with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Not Found', exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown path inside an area shows Not Found too', async ({ page }) => {
  await signIn(page);
  await page.goto('/t/no-such-screen/');
  await expect(page.getByRole('heading', { name: 'Not Found', exact: true })).toBeVisible();
});

test('a render error shows the error panel, whose toggle shows and hides the error', async ({
  page,
}) => {
  const message = 'This render error was thrown on purpose by the demo.';
  await page.goto('/demo/tanstack-query');
  await page.getByRole('button', { name: 'Throw a render error' }).click();

  await expect(
    page.getByRole('heading', { name: 'Something went wrong!', exact: true }),
  ).toBeVisible();
  await expect(page.getByText(message)).toBeHidden();

  await page.getByRole('button', { name: 'Show Error' }).click();
  await expect(page.getByText(message)).toBeVisible();

  await page.getByRole('button', { name: 'Hide Error' }).click();
  await expect(page.getByText(message)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Show Error' })).toBeVisible();
});

test('the app shows Loading... until it knows the session', async ({ page }) => {
  // A stored session whose access token has expired: supabase-js must refresh it before anyone
  // knows who is signed in, so the refresh is held until the Loading... screen has been seen.
  const session = await passwordSession(page);
  await storeSession(page, { ...session, expires_at: Math.floor(Date.now() / 1000) - 60 });
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let refreshes = 0;
  await page.route('**/auth/v1/token?grant_type=refresh_token', async (route) => {
    refreshes += 1;
    await released;
    await route.continue();
  });

  await page.goto('/t/bookings/', { waitUntil: 'commit' });
  await expect.poll(() => refreshes).toBe(1);
  await expect(page.getByText('Loading...', { exact: true })).toBeVisible();

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
});

test('a session ended on another device leads to the sign-in screen, not an error', async ({
  page,
}) => {
  const session = await passwordSession(page);
  await storeSession(page, session);
  const config = (await (await page.request.get('/config.json')).json()) as { anonKey: string };
  const ended = await page.request.post('/auth/v1/logout?scope=local', {
    headers: { apikey: config.anonKey, authorization: `Bearer ${String(session.access_token)}` },
  });
  expect(ended.status()).toBe(204);

  await page.goto('/t/bookings/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign in to your business' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong!' })).toHaveCount(0);
});
