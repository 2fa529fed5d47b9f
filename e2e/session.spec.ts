import { expect, test, type Page } from '@playwright/test';
import { demoOwner, signIn, storeSession } from './stored-session.ts';

/** A session as supabase-js stores it; the token is not verified before it is used. */
function storeFakeSession(page: Page, email: string) {
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  const claims = Buffer.from(JSON.stringify({ sub: 'u1', role: 'authenticated', exp: expiresAt }));
  return storeSession(page, {
    access_token: `e30.${claims.toString('base64url')}.c2ln`,
    refresh_token: 'refresh',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: expiresAt,
    user: { id: 'u1', aud: 'authenticated', email, app_metadata: {}, user_metadata: {} },
  });
}

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
  const storageKey = await storeFakeSession(page, 'ada@example.test');
  await page.goto('/client-access');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to book' })).toBeVisible();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), storageKey)).toBeNull();

  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page.getByRole('link', { name: 'Sign in to book' })).toBeVisible();
  await expect(page.getByText('Signed in as', { exact: false })).toHaveCount(0);
});
