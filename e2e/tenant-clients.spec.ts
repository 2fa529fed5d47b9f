import { expect as baseExpect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { demoApi, demoClientId } from './demo-records.ts';
import { signIn } from './stored-session.ts';

// Issue #6: the clients screens of the tenant area, as the demo owner of Sunrise Yoga. Specs
// run side by side on one server: each test makes clients of its own with unique names.

// The machine these run on may be busy: waits are generous, and each journey has a minute.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

for (const width of [1440, 375]) {
  test(`the client list shows the demo clients, accessible at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    await page.goto('/t/clients/');
    await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Chris Client' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Amara Okafor' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /\d+ clients/ })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test('search finds Chris by the start of a name or an email, in the address', async ({ page }) => {
  await signIn(page);
  await page.goto('/t/clients/');
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('Chris');
  await expect(page).toHaveURL(/q=Chris/);
  await expect(page.getByRole('link', { name: 'Chris Client' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Amara Okafor' })).toHaveCount(0);

  await search.fill('client@demo');
  await expect(page).toHaveURL(/q=client%40demo/);
  await expect(page.getByRole('link', { name: 'Chris Client' })).toBeVisible();

  await page.goto('/t/clients/?q=%22nobody-by-this-name%22');
  await expect(page.getByText('No clients match this search and these filters.')).toBeVisible();
});

test('the filters narrow the list to who owes money', async ({ page }) => {
  await signIn(page);
  await page.goto('/t/clients/?balance=%22owing%22');
  await expect(page.getByLabel('Balance').first()).toHaveValue('Owes money');
  const rows = page.getByRole('table', { name: 'Clients' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('Owes');
  await expect(page.getByRole('table', { name: 'Clients' })).not.toContainText('Settled');
});

test('an owner adds a client, with errors beside the fields', async ({ page }) => {
  const id = unique();
  await signIn(page);
  await page.goto('/t/clients/');
  await page.getByRole('button', { name: 'New client' }).click();
  const dialog = page.getByRole('dialog', { name: 'New client' });
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Add client' }).click();
  await expect(dialog.getByText('Give the client a name.')).toBeVisible();
  await expect(dialog.getByText('Give an email address such as name@example.com.')).toBeVisible();
  await expectNoSeriousViolations(page);

  await dialog.getByLabel('Full name').fill(`Nova ${id}`);
  await dialog.getByLabel('Email').fill('client@demo.test');
  await dialog.getByRole('button', { name: 'Add client' }).click();
  await expect(dialog.getByText('Chris Client already has this email.')).toBeVisible();

  await dialog.getByLabel('Email').fill(`nova-${id}@example.test`);
  await dialog.getByRole('button', { name: 'Add client' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Nova ${id}` })).toBeVisible();
  await expect(page).toHaveURL(/\/overview\/$/);
});

test('importing a CSV with a bad row shows a report for every row', async ({ page }) => {
  const id = unique();
  const csv = [
    'Name,Email,Phone,Tags',
    `Imported One ${id},one-${id}@example.test,+44 7700 900555,new`,
    `,nameless-${id}@example.test,,`,
    `Imported Two ${id},two-${id}@example.test,,`,
    `Already Here ${id},client@demo.test,,`,
  ].join('\n');
  await signIn(page);
  await page.goto('/t/clients/');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import clients from a CSV file' });
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'clients.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(
    dialog.getByText('3 rows ready to import, 1 with problems that will be skipped.'),
  ).toBeVisible();
  await expect(dialog.getByText('Give the client a name.')).toBeVisible();
  await expectNoSeriousViolations(page);

  await dialog.getByRole('button', { name: 'Import 3 clients' }).click();
  await expect(dialog.getByText('2 clients added, 2 skipped.')).toBeVisible();
  const report = dialog.getByRole('region', { name: 'Import report' });
  await expect(report.getByRole('row', { name: new RegExp(`Imported One ${id}`) })).toContainText(
    'Created',
  );
  await expect(report.getByRole('row', { name: new RegExp(`Already Here ${id}`) })).toContainText(
    'Chris Client already has the email client@demo.test.',
  );
  await expect(report.getByRole('row', { name: /^3 / })).toContainText('Skipped');
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('searchbox', { name: 'Search' }).fill(`one-${id}`);
  await expect(page.getByRole('link', { name: `Imported One ${id}` })).toBeVisible();
});

test('an owner records a payment and a refund, and sees them in the transactions tab', async ({
  page,
}) => {
  const id = unique();
  await signIn(page);
  const api = await demoApi(page);
  const [tenant] = await api.rows<{ id: string }>('tenants?select=id&slug=eq.sunrise-yoga');
  const client = await api.insert<{ id: string }>('clients', {
    tenant_id: tenant?.id,
    full_name: `Payer ${id}`,
  });
  await page.goto(`/t/clients/${client.id}/transactions/`);
  await expect(page.getByText('No transactions yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: `Payment from Payer ${id}` });
  await dialog.getByLabel('Amount (GBP)').fill('0');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog.getByText('Give an amount above zero, such as 12.50.')).toBeVisible();
  await dialog.getByLabel('Amount (GBP)').fill('12.34');
  await dialog.getByLabel('Note').fill(`Desk ${id}`);
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toHaveCount(0);

  const ledger = page.getByRole('table', { name: 'Ledger entries, newest first' });
  const payment = ledger.getByRole('row').filter({ hasText: `Desk ${id}` });
  await expect(payment).toContainText('Payment');
  await expect(payment).toContainText('+£12.34');
  await expect(page.getByText('£12.34 in credit').first()).toBeVisible();

  await payment.getByRole('button', { name: /Refund the payment/ }).click();
  const refund = page.getByRole('dialog', { name: 'Refund a payment' });
  await refund.getByLabel('Amount (GBP)').fill('20');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(refund.getByText('At most £12.34 can be refunded of this payment.')).toBeVisible();
  await refund.getByLabel('Amount (GBP)').fill('2.34');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(ledger.getByRole('row').filter({ hasText: 'Refund' }).first()).toContainText(
    '−£2.34',
  );
  await expect(page.getByText('£10.00 in credit').first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('every tab of the demo client renders and is accessible', async ({ page }) => {
  await signIn(page);
  const chris = await demoClientId(page);
  const tabs: { path: string; section: string; shows: RegExp }[] = [
    { path: 'overview', section: 'Overview', shows: /Vinyasa|credits left/ },
    { path: 'transactions', section: 'Transactions', shows: /Class ran short/ },
    { path: 'notes', section: 'Notes', shows: /knee injury/ },
    { path: 'enrollments', section: 'Enrollments', shows: /Waitlisted/ },
    { path: 'documents', section: 'Documents', shows: /Health and liability waiver/ },
  ];
  for (const { path, section, shows } of tabs) {
    await page.goto(`/t/clients/${chris}/${path}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Chris Client' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(shows);
    await expectNoSeriousViolations(page);
  }
});

test('a note added to a client shows at the top of their notes', async ({ page }) => {
  const id = unique();
  await signIn(page);
  const chris = await demoClientId(page);
  await page.goto(`/t/clients/${chris}/notes/`);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Write the note first.')).toBeVisible();
  await page.getByLabel('New note').fill(`Bring a mat ${id}`);
  await page.getByLabel('Pin to the top').check();
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('listitem').first()).toContainText(`Bring a mat ${id}`);
});

test('an unknown client says so, with a way back', async ({ page }) => {
  await signIn(page);
  await page.goto('/t/clients/5b6c7d8e-9f01-4a23-b456-789abcdef012/overview/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'There is no client at this address' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'All clients' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
});
