import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { newOwner, signInWithForm } from './new-client.ts';

// A staff member adds a passkey as their second factor, must pass it at the next sign-in and
// removes it again, with Chromium's virtual authenticator standing in for the device's own
// (fingerprint or screen lock). WebAuthn refuses IP addresses as relying parties, so this
// journey runs on localhost, which is the server's default relying party (SITE_URL's host).

const port = Number(process.env.E2E_PORT ?? 4173);
test.use({ baseURL: `http://localhost:${port}` });
// Three sign-ins and an axe check at each step, which takes a while beside another worker.
test.describe.configure({ timeout: 120_000 });

test('a staff member adds a passkey, passes it at the next sign-in and removes it', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const credentials = async () =>
    (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;

  const owner = await newOwner(page, 'Passkey Studio', 'Passkey Owner');
  const signInWithPassword = () => signInWithForm(page, owner.email);
  const shot = (name: string) =>
    page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

  await page.goto('/t/login/');
  await signInWithPassword();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.goto('/t/settings/');
  await expect(page.getByText('Not set up yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const adding = page.getByRole('form', { name: 'Add a passkey' });
  const name = adding.getByRole('textbox', { name: /Passkey name/ });
  await expect(name).toHaveValue('Passkey');
  await name.fill('');
  await adding.getByRole('button', { name: 'Continue' }).click();
  await expect(adding.getByText('Give the passkey a name')).toBeVisible();
  await expectNoSeriousViolations(page);
  await shot('add-passkey-form');

  await name.fill('Work laptop');
  await adding.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Your passkey is added.')).toBeVisible();
  await expect(page.getByText(/^Work laptop, added/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Work laptop' })).toBeVisible();
  expect(await credentials()).toHaveLength(1);
  await expectNoSeriousViolations(page);
  await shot('passkey-listed');

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign in to your business' }),
  ).toBeVisible();
  await signInWithPassword();
  await expect(page.getByRole('heading', { name: 'One more step' })).toBeVisible();
  const usePasskey = page.getByRole('button', { name: 'Use a passkey' });
  await expect(usePasskey).toBeVisible();
  // No authenticator app on this account: no code form.
  await expect(page.getByRole('textbox', { name: /Code from your authenticator app/ })).toHaveCount(
    0,
  );
  await expect(page).toHaveURL(/\/t\/login\/?/);
  await expectNoSeriousViolations(page);
  await shot('second-step-passkey');
  await page.setViewportSize({ width: 375, height: 740 });
  await shot('second-step-passkey-375');
  await page.setViewportSize({ width: 1440, height: 900 });

  // The guard keeps the aal1 session out until the passkey is used.
  await page.goto('/t');
  await expect(page).toHaveURL(/\/t\/login\/?\?redirect=/);
  await usePasskey.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // This sign-in used the passkey, so removing it needs only the confirmation.
  await page.goto('/t/settings/');
  await page.getByRole('button', { name: 'Remove Work laptop' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Signing in will no longer accept this passkey.')).toBeVisible();
  await expectNoSeriousViolations(page);
  await shot('remove-passkey-dialog');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Work laptop is removed.')).toBeVisible();
  await expect(page.getByText('Not set up yet.')).toBeVisible();
});
