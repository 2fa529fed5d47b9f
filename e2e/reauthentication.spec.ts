import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { latestCode, newClient } from './new-client.ts';

// Issue #8 point 5: a change the server guards with reauthentication asks for the emailed code.
// This server runs with SECURE_PASSWORD_CHANGE and SECURE_PASSWORD_CHANGE_AFTER=0, so every
// password change needs it (playwright.config.ts, project secure-password-change).

test('changing the password asks for the code emailed to confirm it is you', async ({ page }) => {
  const client = await newClient(page);
  await client.signInApp();
  await page.goto('/client-access/settings');

  const passwordForm = page.getByRole('form', { name: 'Change your password' });
  await passwordForm.getByLabel('New password', { exact: true }).fill('battery staple');
  await passwordForm.getByLabel('Repeat the new password').fill('battery staple');
  await passwordForm.getByRole('button', { name: 'Change password' }).click();

  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(dialog.getByText(`We emailed a 6-digit code to ${client.email}.`)).toBeVisible();
  await expectNoSeriousViolations(page);
  const confirmation = dialog.getByRole('form', { name: 'Confirm with the code from the email' });
  const code = confirmation.getByRole('textbox', { name: /Code from the email/ });
  const emailed = await latestCode(page, client.email);
  await code.fill(emailed === '000000' ? '111111' : '000000');
  await confirmation.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirmation.getByText(/^That code is wrong or has expired/)).toBeVisible();
  await code.fill(emailed);
  await confirmation.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your password is changed.')).toBeVisible();

  const config = (await (await page.request.get('/config.json')).json()) as { anonKey: string };
  const signIn = await page.request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: config.anonKey },
    data: { email: client.email, password: 'battery staple' },
  });
  expect(signIn.status()).toBe(200);
});
