import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { payWith } from './card-form.ts';
import { demoApi } from './demo-records.ts';
import { signIn } from './stored-session.ts';

// Issue 35, point 6: the owner's memberships screens, as the demo owner of Sunrise Yoga. The
// plan has a unique name, so the journey can run beside other specs on one server and again.

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Axe at a phone's width, then back to the desktop's. */
async function checkAtPhoneWidth(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 1366, height: 900 });
}

test.use({ viewport: { width: 1366, height: 900 }, actionTimeout: 20_000 });

test('the owner creates a plan, sells it at the desk to a client, and sees the member and the dashboard figures', async ({
  page,
}) => {
  await signIn(page);
  const api = await demoApi(page);
  const [tenant] = await api.rows<{ id: string }>('tenants?select=id&slug=eq.sunrise-yoga');
  const tenantId = tenant?.id;
  // A client of the demo business of its own, so that no other journey's ledger changes.
  const clientName = `Member ${unique()}`;
  const client = await api.insert<{ id: string }>('clients', {
    tenant_id: tenantId,
    full_name: clientName,
  });

  await page.goto('/t/');
  await page.getByRole('navigation').getByRole('link', { name: 'Memberships' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Memberships' })).toBeVisible();
  await checkAtPhoneWidth(page);

  // A plan: 8 classes a month of Vinyasa Flow, with a joining fee.
  const planName = `8 a month ${unique()}`;
  await page.getByRole('button', { name: 'New plan' }).click();
  const drawer = page.getByRole('dialog', { name: 'New plan' });
  await drawer.getByRole('textbox', { name: 'Name' }).fill(planName);
  await drawer.getByRole('textbox', { name: 'Price each period (GBP)' }).fill('80.5.0');
  await drawer.getByRole('button', { name: 'Create plan' }).click();
  await expect(drawer.getByText('Enter an amount in GBP, such as 12.50.')).toBeVisible();
  await expect(drawer.getByText('Choose at least one class the plan covers.')).toBeVisible();
  await drawer.getByRole('textbox', { name: 'Price each period (GBP)' }).fill('80');
  await drawer.getByRole('textbox', { name: 'Joining fee (GBP)' }).fill('20');
  await drawer.getByRole('combobox', { name: 'Classes it covers' }).click();
  await page.getByRole('option', { name: 'Vinyasa Flow' }).click();
  await drawer.getByRole('textbox', { name: 'Name' }).click();
  await checkAtPhoneWidth(page);
  await drawer.getByRole('button', { name: 'Create plan' }).click();
  await expect(drawer).toBeHidden();
  await expect(
    page.getByRole('row', { name: new RegExp(`${planName}.*£80\\.00 a month.*8 classes a month`) }),
  ).toBeVisible();

  // Sold at the desk, paid now in cash: live at once.
  await page.goto(`/t/clients/${client.id}/membership/`);
  await expect(page.getByRole('heading', { level: 2, name: 'Membership' })).toBeVisible();
  await expect(page.getByText('No membership yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Sell a plan' }).click();
  const sale = page.getByRole('dialog', { name: `Sell a plan to ${clientName}` });
  await sale.getByRole('combobox', { name: 'Plan' }).click();
  await page.getByRole('option', { name: new RegExp(planName) }).click();
  await expect(sale.getByText('First payment: £100.00')).toBeVisible();
  await sale.getByRole('combobox', { name: 'Method' }).click();
  await page.getByRole('option', { name: 'Cash' }).click();
  await checkAtPhoneWidth(page);
  await sale.getByRole('button', { name: 'Sell' }).click();
  await expect(sale).toBeHidden();

  const card = page.getByRole('article', { name: planName });
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByText('8 of 8')).toBeVisible();
  await expect(card.getByText(/£80\.00 on/)).toBeVisible();
  await expect(card.getByRole('table', { name: `Periods of ${planName}` })).toContainText('Paid');
  await checkAtPhoneWidth(page);

  // Cancelling says first when it takes effect, and the tab then offers to keep it.
  await card.getByRole('button', { name: 'Cancel membership' }).click();
  const cancel = page.getByRole('dialog', { name: `Cancel ${planName}?` });
  await expect(cancel.getByText(/It ends on .+, after the notice period/)).toBeVisible();
  await cancel.getByRole('button', { name: 'Cancel membership' }).click();
  await expect(cancel).toBeHidden();
  await expect(card.getByText('Cancelling', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Keep membership' }).click();
  await page
    .getByRole('dialog', { name: 'Keep membership' })
    .getByRole('button', {
      name: 'Keep membership',
    })
    .click();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();

  // The member in the list, linked to their tab.
  await page.goto('/t/memberships/');
  const members = page.getByRole('table', { name: 'Members' });
  const row = members.getByRole('row', { name: new RegExp(clientName) });
  await expect(row).toContainText(planName);
  await expect(row).toContainText('Active');
  await expect(row.getByRole('link', { name: clientName })).toHaveAttribute(
    'href',
    `/t/clients/${client.id}/membership/`,
  );

  // The dashboard's figures, as membership_figures reads them.
  const figures = await api.rpc<{ active_members: number; mrr_minor: number }>(
    'membership_figures',
    { tenant_id: tenantId },
  );
  expect(figures.active_members).toBeGreaterThanOrEqual(1);
  await page.goto('/t/');
  const region = page.getByRole('region', { name: 'Memberships' });
  await expect(region.getByText('Active members')).toBeVisible();
  await expect(region).toContainText(String(figures.active_members));
  await expect(region).toContainText('Monthly recurring revenue');
  await expect(region).toContainText(/£\d/);
  await checkAtPhoneWidth(page);
});

test('staff sell a plan by card at the desk: the client agrees to the renewals, pays in the card form, and the membership renews from the saved card', async ({
  page,
}) => {
  await signIn(page);
  const api = await demoApi(page);
  const [tenant] = await api.rows<{ id: string }>('tenants?select=id&slug=eq.sunrise-yoga');
  const [vinyasa] = await api.rows<{ id: string }>(
    'services?select=id&name=eq.Vinyasa%20Flow&limit=1',
  );
  const clientName = `Card member ${unique()}`;
  const client = await api.insert<{ id: string }>('clients', {
    tenant_id: tenant?.id,
    full_name: clientName,
  });
  const planName = `Unlimited ${unique()}`;
  const plan = await api.insert<{ id: string }>('plans', {
    tenant_id: tenant?.id,
    name: planName,
    price_minor: 12000,
    currency: 'GBP',
    period: 'month',
  });
  await api.insert('plan_services', {
    tenant_id: tenant?.id,
    plan_id: plan.id,
    service_id: vinyasa?.id,
  });

  await page.goto(`/t/clients/${client.id}/membership/`);
  await page.getByRole('button', { name: 'Sell a plan' }).click();
  const sale = page.getByRole('dialog', { name: `Sell a plan to ${clientName}` });
  await sale.getByRole('combobox', { name: 'Plan' }).click();
  await page.getByRole('option', { name: new RegExp(planName) }).click();
  await sale.getByRole('radio', { name: 'By card, renewing by itself' }).check();
  await sale.getByRole('button', { name: 'Continue to the card' }).click();
  await expect(sale.getByText('Ask the client to agree first.')).toBeVisible();
  await sale.getByRole('checkbox', { name: new RegExp(`${clientName} agrees`) }).check();
  await sale.getByRole('button', { name: 'Continue to the card' }).click();
  await payWith(page, '4242424242424242');
  await expect(sale.getByText('Paid. The membership starts in a moment.')).toBeVisible();
  await expect(sale).toBeHidden();

  const card = page.getByRole('article', { name: planName });
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByText('By saved card')).toBeVisible();
  await expect(card.getByText('Unlimited', { exact: true })).toBeVisible();
});
