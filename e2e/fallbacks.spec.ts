import { expect, test } from '@playwright/test';
import { signIn } from './stored-session.ts';

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
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/config.json', async (route) => {
    await released;
    await route.continue();
  });

  await signIn(page);
  await page.goto('/t/bookings/', { waitUntil: 'commit' });
  await expect(page.getByText('Loading...', { exact: true })).toBeVisible();

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
});
