import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { openAuthenticatorSetUp } from './authenticator-app.ts';
import { newAccount, newOwner } from './new-client.ts';

// Issue #8 point 1: a business requires two-step sign-in of its team. The owner may turn it on
// only once their own session used a second factor; a staff member without one is guided to
// set it up before they see anything of the business.

test('an owner requires two-step sign-in and a staff member sets it up at their next visit', async ({
  page,
}) => {
  const owner = await newOwner(page, 'Careful Studio', 'Team Owner');
  const member = await newAccount(page, 'staff', 'Team Member');
  const invitation = await owner.rpc<{ id: string }>('invite_staff', {
    tenant_id: owner.tenant.id,
    email: member.email,
  });
  await member.rpc('accept_invitation', { invitation_id: invitation.id });
  await member.rpc('create_tenant', {
    name: 'Member Own Studio',
    slug: `${owner.tenant.slug}-own`,
    time_zone: 'Europe/London',
    currency: 'GBP',
  });

  await owner.signInApp();
  await page.goto('/t/settings/');
  const requirement = page.getByRole('switch', { name: 'Require two-step sign-in of the team' });
  await expect(requirement).toBeDisabled();
  await expect(page.getByText('Your own account first')).toBeVisible();

  const { verify } = await openAuthenticatorSetUp(page);
  await verify();
  await expect(page.getByText(/^Authenticator app, added/)).toBeVisible();
  await expect(requirement).toBeEnabled();
  await requirement.click();
  await expect(page.getByText(/^Everyone on the team now signs in in two steps/)).toBeVisible();
  await expect(requirement).toBeChecked();

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await member.signInApp();
  await page.goto('/t/clients/');
  await expect(page).toHaveURL(/\/t\/two-step\/\?redirect=/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Set up two-step sign-in' }),
  ).toBeVisible();
  await expect(page.getByText(/^Careful Studio asks everyone on its team/)).toBeVisible();
  await expectNoSeriousViolations(page);

  // Their own business does not ask for it: they may work there first, and come back.
  await page.getByRole('combobox', { name: 'Or work in another business' }).click();
  await page.getByRole('option', { name: 'Member Own Studio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.getByRole('banner').getByRole('combobox', { name: 'Business' }).click();
  await page.getByRole('option', { name: 'Careful Studio' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Set up two-step sign-in' }),
  ).toBeVisible();

  const memberApp = await openAuthenticatorSetUp(page);
  await memberApp.verify();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Business' })).toHaveValue(
    'Careful Studio',
  );
});
