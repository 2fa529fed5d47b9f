import { expect, test, type Page } from '@playwright/test';
import { newAddress } from './new-client.ts';
import { demoClient, demoOwner, demoPassword } from './stored-session.ts';

async function signUp(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Your name' }).fill('Journey Tester');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('correct horse');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Check your inbox')).toBeVisible();
}

/** Opens the embedded mailbox from the "check your inbox" step and follows the confirmation link. */
async function confirmThroughMailbox(page: Page, email: string) {
  const [mailbox] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'mailbox' }).click(),
  ]);
  await mailbox.goto(`/mailbox?to=${encodeURIComponent(email)}`);
  await expect(mailbox.getByRole('heading', { name: 'Confirm your email address' })).toBeVisible();
  const link = mailbox.getByRole('link', { name: /\/auth\/v1\/verify\?/ });
  const href = (await link.getAttribute('href')) ?? '';
  await link.click();
  return { mailbox, href };
}

test('a new tenant user signs up, confirms through /mailbox, creates the business, signs out and back in', async ({
  page,
}) => {
  const email = newAddress('owner');
  await page.goto('/t/signup/');
  await signUp(page, email);

  const { mailbox } = await confirmThroughMailbox(page, email);
  await expect(
    mailbox.getByRole('heading', { level: 1, name: 'Set up your business' }),
  ).toBeVisible();
  const name = `Studio ${Date.now()}`;
  await mailbox.getByRole('textbox', { name: 'Business name' }).fill(name);
  await expect(mailbox.getByRole('textbox', { name: 'Web address' })).toHaveValue(
    name.toLowerCase().replace(' ', '-'),
  );
  await expect(mailbox.getByText('Free: your clients will book at')).toBeVisible();
  await mailbox.getByRole('textbox', { name: 'Web address' }).fill('sunrise-yoga');
  await expect(mailbox.getByText('This address is taken: try another.')).toBeVisible();
  await mailbox.getByRole('textbox', { name: 'Web address' }).fill(`studio-${Date.now()}`);
  await mailbox.getByRole('button', { name: 'Create business' }).click();
  await expect(mailbox.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(mailbox).toHaveURL(/\/t$/);
  await expect(mailbox.getByRole('banner').getByText(name)).toBeVisible();

  await mailbox.getByRole('button', { name: 'Sign out' }).click();
  await expect(
    mailbox.getByRole('heading', { level: 1, name: 'Sign in to your business' }),
  ).toBeVisible();

  await mailbox.getByRole('textbox', { name: 'Email' }).fill(email);
  await mailbox.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong horse');
  await mailbox.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(mailbox.getByRole('alert')).toContainText('do not match');

  await mailbox.getByRole('textbox', { name: 'Password', exact: true }).fill('correct horse');
  await mailbox.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(mailbox.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('a client signs up through a ?tenant= link, confirms, joins that business and signs out', async ({
  page,
}) => {
  const email = newAddress('client');
  await page.goto('/client-access/signup/?tenant=sunrise-yoga');
  await signUp(page, email);

  const { mailbox, href } = await confirmThroughMailbox(page, email);
  const redirectTo = new URL(href).searchParams.get('redirect_to') ?? '';
  expect(new URL(redirectTo).searchParams.get('tenant')).toBe('sunrise-yoga');
  // Signed in by the link, the client joins the business it named: profile, then its waiver.
  await expect(
    mailbox.getByRole('heading', { level: 1, name: 'Complete your profile' }),
  ).toBeVisible();
  await expect(mailbox.getByText('You are joining Sunrise Yoga.')).toBeVisible();
  await mailbox.getByRole('button', { name: 'Continue' }).click();
  const waiver = mailbox.getByRole('form', { name: 'Sign Health and liability waiver' });
  await waiver.getByRole('checkbox').check();
  await waiver.getByRole('button', { name: 'Sign' }).click();
  await expect(mailbox.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

  await mailbox.getByRole('link', { name: 'Sign out' }).click();
  await expect(mailbox.getByRole('heading', { level: 1, name: 'Sign in to book' })).toBeVisible();
  await mailbox.goto('/client-access');
  await expect(mailbox).toHaveURL(/\/client-access\/login\/\?redirect=/);
});

test('a signed-out user opening a protected screen signs in and comes back to it', async ({
  page,
}) => {
  await page.goto('/t/clients/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign in to your business' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Enter your email address.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Email' }).fill(demoOwner);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(page).toHaveURL(/\/t\/clients\/$/);
});

test('a forgotten password is reset with the emailed code', async ({ page }) => {
  const email = newAddress('forgetful');
  await page.goto('/t/signup/');
  await signUp(page, email);
  const { mailbox } = await confirmThroughMailbox(page, email);
  await mailbox.getByRole('button', { name: 'Sign out' }).click();

  await mailbox.getByRole('button', { name: 'Forgot your password?' }).click();
  await mailbox.getByRole('textbox', { name: 'Email' }).fill(email);
  await mailbox.getByRole('button', { name: 'Email me a reset link' }).click();
  await expect(mailbox.getByText('Check your inbox')).toBeVisible();

  const inbox = await mailbox.context().newPage();
  await inbox.goto(`/mailbox?to=${encodeURIComponent(email)}`);
  // The reset email's code, not the confirmation's from the sign-up.
  const reset = inbox.locator('article', {
    has: inbox.getByRole('heading', { name: 'Reset your password' }),
  });
  const code = (await reset.locator('strong.code').textContent()) ?? '';
  await mailbox.getByRole('textbox', { name: 'Code' }).fill(code);
  await mailbox.getByRole('button', { name: 'Continue' }).click();

  await mailbox.getByRole('textbox', { name: 'New password', exact: true }).fill('battery staple');
  await mailbox.getByRole('textbox', { name: 'Repeat the new password' }).fill('battery staple');
  await mailbox.getByRole('button', { name: 'Save the new password' }).click();
  // Signed in with the new password, and still without a business of their own.
  await expect(
    mailbox.getByRole('heading', { level: 1, name: 'Set up your business' }),
  ).toBeVisible();
});

test('a client signs in with a code emailed to them', async ({ page }) => {
  await page.goto('/client-access/login/');
  await page.locator('label', { hasText: 'Email me a code' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(demoClient);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByText('Check your inbox')).toBeVisible();

  const inbox = await page.context().newPage();
  await inbox.goto(`/mailbox?to=${encodeURIComponent(demoClient)}`);
  await expect(inbox.getByRole('heading', { name: 'Your sign-in link' })).toBeVisible();
  const code = (await inbox.locator('strong.code').first().textContent()) ?? '';

  await page.getByRole('textbox', { name: 'Code' }).fill('000000' === code ? '111111' : '000000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText('wrong or has expired');

  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});
