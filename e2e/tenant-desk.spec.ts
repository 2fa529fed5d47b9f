import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { signIn } from './stored-session.ts';

// The front desk (issue #6): today's dashboard, the ledger and the command palette, as the
// demo owner. The demo data (db/seed/demo-businesses.sql) schedules classes in London every day
// but Saturday, and records payments and a refund when the server first starts.

const londonWeekday = () =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', weekday: 'long' }).format(
    new Date(),
  );

async function atWidths(page: Page, check: () => Promise<void>) {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await check();
    await expectNoSeriousViolations(page);
  }
}

// Each journey runs axe at two widths; on a busy machine that alone can take half a minute.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test("the dashboard shows today's sessions, arrivals and revenue", async ({ page }) => {
  await page.goto('/t');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({
    timeout: 20_000,
  });
  const sessions = page.getByRole('region', { name: "Today's sessions" });
  await expect(sessions).toBeVisible();
  if (londonWeekday() !== 'Saturday') {
    const first = sessions.getByRole('link').first();
    await expect(first).toBeVisible();
    await expect(first).toHaveAttribute('href', /^\/t\/bookings\/[0-9a-f-]{36}\/overview\/$/);
    await expect(sessions.getByText(/\d+ \/ \d+ booked/).first()).toBeVisible();
  }
  const figures = page.getByRole('region', { name: 'Today in numbers' });
  await expect(figures.getByText('Revenue')).toBeVisible();
  await expect(figures.getByText(/£\d/).first()).toBeVisible();
  await expect(figures.getByText('checked in of expected')).toBeVisible();
  await expect(page.getByRole('link', { name: 'New booking' })).toHaveAttribute(
    'href',
    '/t/bookings/',
  );
  await atWidths(page, async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({
      timeout: 20_000,
    });
  });
});

test('the ledger lists, filters by kind and exports a CSV', async ({ page }) => {
  // The demo client's entries: other journeys add newer ones to the business's ledger.
  await page.goto('/t/transactions/?q=Chris');
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible({
    timeout: 20_000,
  });
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  await expect(page.getByRole('table').getByText('Chris Client').first()).toBeVisible();
  await expect(page.getByText('Net taken')).toBeVisible();
  // A table from tablet width up, one card per entry on a phone.
  await atWidths(page, async () => {
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Chris Client' }).or(rows.nth(1)).first(),
    ).toBeVisible();
  });
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Refund' }).click();
  await expect(page).toHaveURL(/kind=refund/);
  const kinds = page.getByRole('table').getByRole('row').locator('td:nth-child(3)');
  await expect(kinds.first()).toHaveText('Refund');
  for (const kind of await kinds.allTextContents()) expect(kind).toBe('Refund');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const csv = await readFile(file, 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'Date,Client,Kind,Method,Amount,Currency,Credits,Note,Recorded at (UTC),Transaction ID',
  );
  expect(csv).toContain(',Refund,');
  expect(csv).not.toContain(',Payment,');
});

test('Ctrl+K finds a client and Enter goes to them', async ({ page }) => {
  await page.goto('/t');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({
    timeout: 20_000,
  });
  await page.keyboard.press('Control+K');
  const search = page.getByRole('textbox', { name: 'Search the business' });
  await expect(search).toBeFocused();
  await search.fill('Chris');
  await expect(page.getByRole('button', { name: /Chris Client/ })).toBeVisible();
  await expectNoSeriousViolations(page);
  await search.press('Enter');
  // The client's screen may open on one of its tabs (/overview/); the client is what matters.
  await expect(page).toHaveURL(/\/t\/clients\/[0-9a-f-]{36}\//);
});

test('the Search button opens the palette, which jumps to screens', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/t');
  await page.getByRole('button', { name: 'Search' }).click();
  const search = page.getByRole('textbox', { name: 'Search the business' });
  await search.fill('ledger');
  await expect(page.getByRole('button', { name: /Transactions/ })).toBeVisible();
  await search.press('Enter');
  await expect(page).toHaveURL(/\/t\/transactions\/$/);
});
