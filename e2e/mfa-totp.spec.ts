import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { openAuthenticatorSetUp } from './authenticator-app.ts';
import { latestCode, newOwner, signInWithForm } from './new-client.ts';

// Issue #8 points 5 and 6: a staff member sets up an authenticator app and must pass it at the
// next sign-in. The server accepts the codes of the steps either side of now but never a step
// that was used already, so the test picks its steps rather than waiting for the clock.

test('a staff member sets up an authenticator app and is asked for its code at the next sign-in', async ({
  page,
}) => {
  const owner = await newOwner(page, 'Two Step Studio', 'Two Step Owner');
  const signInWithPassword = () => signInWithForm(page, owner.email);
  await page.goto('/t/login/');
  await signInWithPassword();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.goto('/t/settings/');
  const { codeAt, enrolStep, verify } = await openAuthenticatorSetUp(page);
  await expectNoSeriousViolations(page);
  await verify();
  await expect(page.getByText(/^Authenticator app, added/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Authenticator app' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign in to your business' }),
  ).toBeVisible();
  await signInWithPassword();
  const codeStep = page.getByRole('form', { name: 'Enter the code from your authenticator app' });
  const code = codeStep.getByRole('textbox', { name: /Code from your authenticator app/ });
  await expect(code).toBeVisible();
  await expect(page).toHaveURL(/\/t\/login\/?/);
  await expectNoSeriousViolations(page);

  // Ten steps away: no window of the server accepts it.
  await code.fill(codeAt(enrolStep + 10));
  await codeStep.getByRole('button', { name: 'Continue' }).click();
  await expect(codeStep.getByText('That code is not right')).toBeVisible();

  // The area's guard keeps a session without its second factor out, and sends it back here.
  await page.goto('/t');
  await expect(page).toHaveURL(/\/t\/login\/?\?redirect=/);
  await expect(code).toBeVisible();

  // The step after the one used to set up: within the server's window for the next minute.
  await code.fill(codeAt(enrolStep + 1));
  await codeStep.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // This sign-in gave the code, so removing the app needs only the confirmation.
  await page.goto('/t/settings/');
  await page.getByRole('button', { name: 'Remove Authenticator app' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Authenticator app is removed.')).toBeVisible();
  await expect(page.getByText('Not set up yet.')).toBeVisible();
});

test('a person with an authenticator app resets a forgotten password, passing the second step on the way', async ({
  page,
}) => {
  const owner = await newOwner(page, 'Forgetful Studio', 'Forgetful Owner');
  await page.goto('/t/login/');
  await signInWithForm(page, owner.email);
  await page.getByRole('link', { name: 'Settings' }).first().click();
  const { codeAt, enrolStep, verify } = await openAuthenticatorSetUp(page);
  await verify();
  await expect(page.getByText(/^Authenticator app, added/)).toBeVisible();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();

  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(owner.email);
  await page.getByRole('button', { name: 'Email me a reset link' }).click();
  // Once this shows, the reset email is in the mailbox, newer than the sign-up's.
  await expect(page.getByText('Check your inbox')).toBeVisible();
  await page.getByRole('textbox', { name: 'Code' }).fill(await latestCode(page, owner.email));
  await page.getByRole('button', { name: 'Continue' }).click();

  const choose = async (password: string) => {
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
    await page.getByRole('textbox', { name: 'Repeat the new password' }).fill(password);
    await page.getByRole('button', { name: 'Save the new password' }).click();
  };
  // The old password first: the server's refusal must still reach this form after the second
  // step the recovery signed in without, which a new password needs.
  await choose('correct horse');
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  const confirmation = dialog.getByRole('form', {
    name: 'Confirm with the code from your authenticator app',
  });
  await confirmation
    .getByRole('textbox', { name: /Code from your authenticator app/ })
    .fill(codeAt(enrolStep + 1));
  await confirmation.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page
      .getByRole('form', { name: 'Choose a new password' })
      .getByText('Choose a password different from your current one.'),
  ).toBeVisible();
  await choose('battery staple');
  await expect(page.getByText('Your new password is saved. You are signed in.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const config = (await (await page.request.get('/config.json')).json()) as { anonKey: string };
  const signIn = await page.request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: config.anonKey },
    data: { email: owner.email, password: 'battery staple' },
  });
  expect(signIn.status()).toBe(200);
});
