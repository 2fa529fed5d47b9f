import { expect, test } from '@playwright/test';
import { demoClient, demoOwner, signIn } from './stored-session.ts';

test('a stored session is picked up at boot and offers the way to the areas', async ({ page }) => {
  await signIn(page, demoOwner);
  await page.goto('/');
  await expect(page.getByText(`Signed in as ${demoOwner}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Business area' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Sunrise Yoga')).toBeVisible();
});

test('signing out ends the stored session and lands on the client sign-in screen', async ({
  page,
}) => {
  const storageKey = await signIn(page, demoClient);
  await page.goto('/client-access');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to book' })).toBeVisible();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), storageKey)).toBeNull();

  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page.getByRole('link', { name: 'Sign in to book' })).toBeVisible();
  await expect(page.getByText('Signed in as', { exact: false })).toHaveCount(0);
});
