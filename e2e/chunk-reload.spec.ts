import { expect, test } from '@playwright/test';

test('a screen whose code fails to load reloads the page once, then shows the error panel', async ({
  page,
}) => {
  // Scripts of the first load pass; any script fetched later fails, as after a deploy that
  // removed the old hashed files.
  const firstLoad = new Set<string>();
  let recording = true;
  await page.route('**/assets/*.js', async (route) => {
    const url = route.request().url();
    if (recording) firstLoad.add(url);
    if (recording || firstLoad.has(url)) await route.continue();
    else await route.abort();
  });

  let loads = 0;
  page.on('load', () => loads++);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  recording = false;
  expect(loads).toBe(1);

  await page.getByRole('link', { name: 'Sign in to your business' }).click();

  await expect(
    page.getByRole('heading', { name: 'Something went wrong!', exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/t\/login\/$/);
  expect(loads).toBe(2);

  // No loop: the page stays put with the panel.
  await page.waitForTimeout(1500);
  expect(loads).toBe(2);
  await page.getByRole('button', { name: 'Show Error' }).click();
  await expect(page.getByText('Failed to fetch dynamically imported module')).toBeVisible();
});
