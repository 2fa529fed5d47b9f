import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { parseCsv } from '../src/web/features/data/csv.ts';
import { expectNoSeriousViolations } from './accessibility.ts';
import { demoApi } from './demo-records.ts';
import { signIn } from './stored-session.ts';

// Issue 36: the reports area as the demo owner of Sunrise Yoga (eight weeks of history), and as
// its staff member Sam, who sees the figures of his own sessions only.

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 1366, height: 900 }, actionTimeout: 20_000 });

const demoStaff = 'staff@demo.test';

/** A figure on screen as the number the CSV writes: "£1,234.50" → 1234.5, "75.3%" → 75.3. */
const asNumber = (text: string) => Number(text.replace(/\u2212/g, '-').replace(/[^\d.-]/g, ''));

/** The value of a headline figure, by its label. */
async function figure(page: Page, label: string): Promise<number> {
  const value = page.locator(`[data-figure="${label}"] [data-value]`);
  await expect(value).toBeVisible();
  return asNumber(await value.innerText());
}

/**
 * Downloads the view's CSV: its records by header, after checking the byte-order mark, and the
 * file's name (which names the period's days).
 */
async function downloadCsv(page: Page, name: RegExp) {
  const download: Promise<Download> = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(name);
  const bytes = await readFile(await file.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return { records: parseCsv(bytes.toString('utf8')).records, fileName: file.suggestedFilename() };
}

type CsvRecord = Record<string, string>;

/**
 * Downloads the view's CSV and expects each of its figures (a column of the line `pick` finds)
 * to be the screen's figure of that label. Other journeys book in the same demo business while
 * this one runs, and the screen counts again when they do: a file and a screen counted a moment
 * apart are downloaded and read again, until both were counted alike.
 */
async function expectCsvOfScreen(
  page: Page,
  name: RegExp,
  pick: (records: CsvRecord[]) => CsvRecord | undefined,
  figures: [column: string, label: string][],
) {
  let records: CsvRecord[] = [];
  await expect(async () => {
    ({ records } = await downloadCsv(page, name));
    const line = pick(records);
    for (const [column, label] of figures) {
      expect(Number(line?.[column])).toBe(await figure(page, label));
    }
  }).toPass({ timeout: 45_000 });
  return records;
}

/** The view's screenshots at a phone's and a desktop's width, and axe at both. */
async function lookAtBothWidths(page: Page, view: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expectNoSeriousViolations(page);
    await page.screenshot({
      path: test.info().outputPath(`reports-${view}-${width}.png`),
      fullPage: true,
    });
    // Nothing wider than the phone: tables scroll inside their own boxes.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }
}

/** Waits until the report on show has been counted for the period and filters asked. */
async function settled(page: Page) {
  const report = page.locator('section[aria-labelledby="report-title"]');
  await expect(report).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByText('Counting…')).toHaveCount(0);
}

async function openView(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await settled(page);
}

test('the owner reads attendance and money over a period and filters, and each CSV adds up to the screen', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/t');
  await page.getByRole('link', { name: 'Reports' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Reports' });
  await expect(tabs.getByRole('link')).toHaveText(['Attendance', 'Money', 'Clients', 'Staff']);
  await expect(tabs.getByRole('link', { name: 'Attendance' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // This quarter holds the demo's eight weeks (or most of them).
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'This quarter' }).click();
  await expect(page).toHaveURL(/preset=quarter/);
  await settled(page);

  // Attendance: the headline figures are the CSV's total row.
  await expect(page.getByRole('table', { name: 'By weekday and hour' })).toBeVisible();
  const total = (records: CsvRecord[]) => records.find((record) => record.Section === 'Total');
  let records = await expectCsvOfScreen(
    page,
    /^reports-attendance-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/,
    total,
    [
      ['Sessions', 'Sessions'],
      ['Places booked', 'Places booked'],
      ['Utilisation (%)', 'Utilisation'],
      ['Attended', 'Attended'],
      ['No-shows', 'No-shows'],
      ['Late cancels', 'Late cancels'],
    ],
  );
  const sessions = Number(total(records)?.Sessions);
  expect(sessions).toBeGreaterThan(0);
  expect(records.some((record) => record.Section === 'By service')).toBe(true);
  await lookAtBothWidths(page, 'attendance');

  // A service's figures only: fewer sessions (or as many), in the address.
  await page.getByRole('combobox', { name: 'Service' }).click();
  await page.getByRole('option', { name: 'Vinyasa Flow' }).click();
  await expect(page).toHaveURL(/service=/);
  await settled(page);
  await expect
    .poll(async () => page.getByRole('table', { name: 'By service' }).getByRole('row').count())
    .toBe(3);
  expect(await figure(page, 'Sessions')).toBeLessThanOrEqual(sessions);

  // Money, for the same service: what was sold for it; money taken is the business's only.
  await openView(page, 'Money');
  await expect(page).toHaveURL(/view=money/);
  for (const label of ['Taken', 'Owed at the end']) {
    await expect(page.locator(`[data-figure="${label}"] [data-value]`)).toHaveText(
      'Counted for the whole business only',
    );
  }
  // The whole business again.
  await page.goto('/t/reports/?view=money&preset=quarter');
  await settled(page);
  expect(await figure(page, 'Taken')).toBeGreaterThan(0);
  records = await expectCsvOfScreen(page, /^reports-money-.*\.csv$/, total, [
    ['Taken (GBP)', 'Taken'],
    ['Refunded (GBP)', 'Refunded'],
    ['Net (GBP)', 'Net'],
    ['Owed at the end (GBP)', 'Owed at the end'],
    ['Sold (GBP)', 'Sold'],
    ['Fees charged (GBP)', 'Fees charged'],
  ]);
  const taken = Number(total(records)?.['Taken (GBP)']);
  const sold = Number(total(records)?.['Sold (GBP)']);
  // Each breakdown adds up to its total, to the penny.
  const pence = (section: string, column: string) =>
    records
      .filter((record) => record.Section === section)
      .reduce((sum, line) => sum + Math.round(Number(line[column]) * 100), 0);
  expect(pence('By way of paying', 'Taken (GBP)')).toBe(Math.round(taken * 100));
  expect(pence('By what was sold', 'Sold (GBP)')).toBe(Math.round(sold * 100));
  expect(pence('By service', 'Sold (GBP)')).toBe(Math.round(sold * 100));
  await lookAtBothWidths(page, 'money');
});

test('the owner reads the clients and staff reports, and each CSV adds up to the screen', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/t/reports/?preset=quarter');
  await expect(page.getByRole('heading', { level: 2, name: 'Attendance' })).toBeVisible();

  // Clients: visits, new and returning; the at-risk list links to each client and messages them.
  await openView(page, 'Clients');
  for (const name of ['Visits', 'New clients', 'Returning clients']) {
    await expectCsvOfScreen(
      page,
      /^reports-clients-.*\.csv$/,
      (records) => records.find((record) => record.Section === 'Summary' && record.Name === name),
      [['Count', name]],
    );
  }
  const atRisk = page.getByRole('table', { name: 'At risk' });
  await expect(atRisk).toBeVisible();
  const firstClient = atRisk.getByRole('row').nth(1);
  await expect(firstClient.getByRole('link', { name: /^Message / })).toHaveAttribute(
    'href',
    /^(mailto|sms):/,
  );
  const days = page.getByRole('textbox', { name: 'Days without a visit' });
  await days.fill('14');
  await expect(page).toHaveURL(/days=14/);
  await expect(page.getByText(/Clients with no visit for 14 days: \d+/)).toBeVisible();
  await lookAtBothWidths(page, 'clients');
  const name = await firstClient.getByRole('rowheader').innerText();
  await firstClient.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.goBack();

  // Staff: the payroll table's total row is the headline's, and the CSV's.
  await openView(page, 'Staff');
  await expectCsvOfScreen(
    page,
    /^reports-staff-.*\.csv$/,
    (records) => records.find((record) => record['Staff member'] === 'Total'),
    [
      ['Group sessions', 'Group sessions'],
      ['Attended', 'Attended'],
      ['Private appointments', 'Private appointments'],
      ['Private hours', 'Private hours'],
    ],
  );
  await lookAtBothWidths(page, 'staff');
});

test('two dates of the owner’s choosing: a quiet period says so, a backwards one says why', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/t/reports/?preset=custom&from=2020-01-01&to=2020-01-31');
  await expect(page.getByText('No sessions in this period.')).toBeVisible();
  await expect(
    page.getByText(/Jan 1\s*–\s*31, 2020, compared with Dec 1\s*–\s*31, 2019/),
  ).toBeVisible();
  await page.goto('/t/reports/?preset=custom&from=2020-02-01&to=2020-01-01');
  await expect(
    page.getByText(
      'Choose a period whose first day is not after its last, at most three years long.',
    ),
  ).toBeVisible();
});

test('a staff member sees attendance and staff for their own sessions only', async ({ page }) => {
  await signIn(page, demoStaff);
  const own = await demoApi(page, demoStaff);
  const [sam] = await own.rows<{ id: string; display_name: string }>(
    'staff?select=id,display_name&email=eq.staff@demo.test',
  );
  if (!sam) throw new Error('The demo has no staff member staff@demo.test.');

  // A link to the money report opens attendance instead.
  await page.goto('/t/reports/?view=money&preset=quarter');
  await expect(page.getByRole('heading', { level: 2, name: 'Attendance' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Reports' });
  await expect(tabs.getByRole('link')).toHaveText(['Attendance', 'Staff']);
  await expect(page.getByRole('textbox', { name: 'Staff member' })).toHaveValue('Your sessions');
  await settled(page);

  // Only Sam's line, and the figures of the owner's report for Sam's sessions.
  const { records, fileName } = await downloadCsv(page, /^reports-attendance-.*\.csv$/);
  const [, first, last] = /(\d{4}-\d{2}-\d{2})-(\d{4}-\d{2}-\d{2})/.exec(fileName) ?? [];
  const owner = await demoApi(page);
  const [tenant] = await owner.rows<{ id: string }>('tenants?select=id&slug=eq.sunrise-yoga');
  const asOwner = await owner.rpc<{ sessions: number; booked: number }>('report_attendance', {
    tenant_id: tenant?.id,
    first_day: first,
    last_day: last,
    staff_id: sam.id,
  });
  const total = records.find((record) => record.Section === 'Total');
  expect(Number(total?.Sessions)).toBe(asOwner.sessions);
  expect(Number(total?.['Places booked'])).toBe(asOwner.booked);
  const staffLines = records.filter((record) => record.Section === 'By staff member');
  expect(staffLines.map((line) => line.Name)).toEqual(
    asOwner.sessions > 0 ? [sam.display_name] : [],
  );
  await expectNoSeriousViolations(page);

  await openView(page, 'Staff');
  const rows = page.getByRole('table', { name: 'Staff' }).locator('tbody tr');
  for (const row of await rows.all()) {
    await expect(row.getByRole('rowheader')).toHaveText(sam.display_name);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page);
  await page.screenshot({
    path: test.info().outputPath('reports-staff-member-390.png'),
    fullPage: true,
  });
});
