import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { newClient, signInWithForm } from './new-client.ts';

// Issue 19, point 2: a returning person signs in inline with a passkey and books without leaving
// the booking page. Chromium's virtual authenticator stands in for the device's own (fingerprint
// or screen lock). WebAuthn refuses IP addresses as relying parties, so this journey runs on
// localhost, the server's default relying party (SITE_URL's host).

const port = Number(process.env.E2E_PORT ?? 4173);
test.use({ baseURL: `http://localhost:${port}`, viewport: { width: 390, height: 844 } });

test('a client sets up passkey sign-in, then books at another business signing in with it', async ({
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
  const shot = (name: string) =>
    page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

  // A client of Harbour Pilates who has never booked at Sunrise Yoga.
  const account = await newClient(page, 'harbour-pilates');
  await page.goto('/client-access/login');
  await signInWithForm(page, account.email);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Sign in to book');
  await page.goto('/client-access/settings');
  const passkeys = page.getByRole('heading', { name: 'Passkey sign-in' });
  await expect(passkeys).toBeVisible();
  await expect(page.getByText('No passkeys yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Set up passkey sign-in' }).click();
  await expect(page.getByText('Passkey added.')).toBeVisible();
  await expect(page.getByText(/^Passkey, added/)).toBeVisible();
  // Discoverable: the passkey itself names the account, so no email is asked at sign-in.
  expect(await credentials()).toEqual([expect.objectContaining({ isResidentCredential: true })]);
  await expectNoSeriousViolations(page);
  await shot('passkey-added');

  await page.goto('/client-access/logout');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to book' })).toBeVisible();

  await page.goto('/client-access/register/?tenant=sunrise-yoga');
  await page
    .getByRole('article', { name: 'Vinyasa Flow' })
    .getByRole('link', { name: /places? left/ })
    .last()
    .click();
  await page.getByRole('link', { name: /Drop-in/ }).click();
  await page.getByRole('button', { name: 'I have an account: sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to book' })).toBeFocused();
  await expectNoSeriousViolations(page);
  await shot('sign-in-choices');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();

  // Signed in by the passkey alone, still on the summary: on to the waiver and the booking
  // (paid at the desk; Sunrise Yoga also takes cards).
  await expect(page.getByRole('heading', { name: 'Book as yourself' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(account.email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const waiver = page.getByRole('form', { name: /^Sign / });
  await waiver.getByRole('checkbox').check();
  await waiver.getByRole('button', { name: 'Sign' }).click();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are booked' })).toBeVisible();
  await shot('booked-with-passkey');

  // Removed, it is gone from the list and the server.
  await page.goto('/client-access/settings');
  await page.getByRole('button', { name: /^Remove Passkey, added/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('No passkeys yet.')).toBeVisible();
});
