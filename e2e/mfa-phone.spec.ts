import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { latestCode, newClient, signInWithForm } from './new-client.ts';

// Issue #8 points 1 and 5: a client adds a phone for text-message codes in their settings, and
// the next sign-in asks for a code texted to it. Texts land in the embedded mailbox.

test('a client sets up text-message codes and is asked for one at the next sign-in', async ({
  page,
}) => {
  const client = await newClient(page);
  const digits = `447700${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  await client.signInApp();
  await page.goto('/client-access/settings');

  await page.getByRole('button', { name: 'Add a phone for text-message codes' }).click();
  const numberForm = page.getByRole('form', { name: 'Add a phone for text-message codes' });
  await numberForm.getByRole('button', { name: 'Text me a code' }).click();
  await expect(numberForm.getByText('Enter your mobile number.')).toBeVisible();
  await numberForm.getByRole('textbox', { name: /Mobile number/ }).fill('07700 900123');
  await numberForm.getByRole('button', { name: 'Text me a code' }).click();
  await expect(numberForm.getByText(/starting with \+/)).toBeVisible();
  await numberForm
    .getByRole('textbox', { name: /Mobile number/ })
    .fill(`+${digits.slice(0, 2)} ${digits.slice(2)}`);
  await numberForm.getByRole('button', { name: 'Text me a code' }).click();

  const verification = page.getByRole('form', { name: 'Verify your phone' });
  await expect(verification).toBeVisible();
  await expectNoSeriousViolations(page);
  await verification
    .getByRole('textbox', { name: /Code from the text message/ })
    .fill(await latestCode(page, digits));
  await verification.getByRole('button', { name: 'Verify' }).click();
  const label = `Phone ending ${digits.slice(-4)}`;
  await expect(page.getByText(new RegExp(`^${label}, added`))).toBeVisible();

  await page.goto('/client-access/logout');
  await signInWithForm(page, client.email);
  await expect(page.getByRole('heading', { level: 2, name: 'One more step' })).toBeVisible();
  // One text per phone every MFA_PHONE_MIN_INTERVAL (5 s): the set-up's text may be that recent,
  // and the screen then says how long to wait.
  await expect(async () => {
    await page.getByRole('button', { name: 'Text me a code' }).click();
    await expect(page.getByText(/^We texted a 6-digit code/)).toBeVisible({ timeout: 1_000 });
  }).toPass({ intervals: [1_000, 2_000] });
  await expectNoSeriousViolations(page);
  const codeStep = page.getByRole('form', { name: 'Enter the code from the text message' });
  await codeStep
    .getByRole('textbox', { name: /Code from the text message/ })
    .fill(await latestCode(page, digits));
  await codeStep.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/client-access\/?$/);

  // Within the app: a reload would run signInApp's stored session again.
  await page.getByRole('link', { name: 'Settings' }).first().click();
  await page.getByRole('button', { name: `Remove ${label}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(`${label} is removed.`)).toBeVisible();
  await expect(page.getByText('Not set up yet.')).toBeVisible();
});
