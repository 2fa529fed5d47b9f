import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { newAddress, newOwner, signInWithForm } from './new-client.ts';

// Sign-in through an external OpenID provider (scripts/e2e-server.mjs runs a real one, "Test
// ID", whose login form lets any account in) and the "Sign-in methods" of the settings.

const signInAtTestId = async (page: Page, login: string) => {
  await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Account' }).fill(login);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

test('a person signs in to the client area through Test ID', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/client-access/login/');
  const button = page.getByRole('button', { name: 'Continue with Test ID' });
  await expect(button).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: 'test-results/oidc-client-login-375.png', fullPage: true });
  await button.click();
  await signInAtTestId(page, newAddress('oidc-client'));
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page).toHaveURL(/\/client-access\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a declined sign-in at Test ID comes back to the business sign-in with the reason', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/t/login/');
  await page.getByRole('button', { name: 'Continue with Test ID' }).click();
  await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alert')).toContainText('The person declined to sign in');
  await expect(page.getByRole('button', { name: 'Continue with Test ID' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: 'test-results/oidc-tenant-login-declined-1440.png' });
});

test('a staff member connects Test ID in the settings, signs in with it, and disconnects it', async ({
  page,
}) => {
  const owner = await newOwner(page, 'Linking Studio', 'Linking Owner');
  // Signed in with the form: a stored session (signInApp) would come back on every page load.
  await page.goto('/t/login/');
  await signInWithForm(page, owner.email);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goto('/t/settings/');
  const methods = page.getByRole('list').filter({ hasText: owner.email });
  await expect(page.getByRole('heading', { name: 'Sign-in methods' })).toBeVisible();
  await expect(methods.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Disconnect Email' })).toBeDisabled();
  await expect(page.getByText('This is your only way to sign in')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page
    .getByRole('heading', { name: 'Sign-in methods' })
    .locator('..')
    .screenshot({ path: 'test-results/oidc-settings-email-only.png' });

  const work = newAddress('oidc-work');
  await page.getByRole('button', { name: 'Connect Test ID' }).click();
  await signInAtTestId(page, work);
  await expect(page).toHaveURL(/\/t\/settings\//);
  await expect(page.getByText(`Test ID, ${work}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Disconnect Email' })).toBeEnabled();
  await expectNoSeriousViolations(page);
  await page
    .getByRole('heading', { name: 'Sign-in methods' })
    .locator('..')
    .screenshot({ path: 'test-results/oidc-settings-connected.png' });
  await page.setViewportSize({ width: 375, height: 800 });
  await page
    .getByRole('heading', { name: 'Sign-in methods' })
    .locator('..')
    .screenshot({ path: 'test-results/oidc-settings-connected-375.png' });
  await page.setViewportSize({ width: 1280, height: 720 });

  // Sign out and back in with Test ID: the same account, with its business.
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign in to your business' }),
  ).toBeVisible();
  // Test ID still has this browser signed in from the connection, so it asks nothing again.
  await page.getByRole('button', { name: 'Continue with Test ID' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.goto('/t/settings/');
  await page.getByRole('button', { name: 'Disconnect Test ID' }).click();
  await expect(page.getByRole('dialog', { name: 'Disconnect Test ID?' })).toBeVisible();
  await page.getByRole('button', { name: 'Disconnect', exact: true }).click();
  await expect(page.getByText(`Test ID, ${work}`)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Connect Test ID' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Disconnect Email' })).toBeDisabled();
});
