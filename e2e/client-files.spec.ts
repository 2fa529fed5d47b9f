import fs from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { demoApi } from './demo-records.ts';
import { newClient } from './new-client.ts';
import { signIn } from './stored-session.ts';

// Issue #7 point 6: staff share files with a client from the client's documents tab. Each test
// makes a client of its own, so journeys running side by side never see each other's files.

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A new client of Sunrise Yoga, made by the demo owner, and their documents tab opened. */
async function openNewClientDocuments(page: Page, name: string) {
  const api = await demoApi(page);
  const [tenant] = await api.rows<{ id: string }>('tenants?select=id&slug=eq.sunrise-yoga');
  const client = await api.insert<{ id: string }>('clients', {
    tenant_id: tenant?.id,
    full_name: name,
  });
  await page.goto(`/t/clients/${client.id}/documents/`);
  await expect(page.getByRole('heading', { level: 3, name: 'Shared files' })).toBeVisible();
  await expect(page.getByText('No files are shared with this client yet.')).toBeVisible();
}

test('an owner shares a file with a client, downloads it and removes it', async ({ page }) => {
  const id = unique();
  await signIn(page);
  await openNewClientDocuments(page, `Filer ${id}`);
  const form = page.getByRole('form', { name: 'Share a file' });
  const chooser = form.locator('input[type=file]');

  await chooser.setInputFiles({
    name: 'page.html',
    mimeType: 'text/html',
    buffer: Buffer.from('<p>hi</p>'),
  });
  await form.getByRole('button', { name: 'Share file' }).click();
  await expect(form.getByText(/This type of file cannot be shared\. Share PDFs/)).toBeVisible();

  const content = Buffer.from(`Intake notes for ${id}\nLine two.\n`);
  await chooser.setInputFiles({
    name: 'intake notes.txt',
    mimeType: 'text/plain',
    buffer: content,
  });
  await form.getByLabel('Title').fill(`Intake ${id}`);
  // The upload is held back a moment, so that its progress can be seen.
  await page.route('**/storage/v1/object/client-files/**', async (route) => {
    if (route.request().method() === 'POST') await new Promise((done) => setTimeout(done, 800));
    await route.continue();
  });
  await form.getByRole('button', { name: 'Share file' }).click();
  await expect(form.getByText('Uploading intake notes.txt…')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Share file' })).toBeDisabled();
  const row = page.getByRole('list', { name: 'Shared files' }).getByRole('listitem').first();
  await expect(row).toContainText(`Intake ${id}`);
  await expect(row).toContainText(`Text, ${content.length} bytes`);
  await expect(form.getByLabel('Title')).toHaveValue('');

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download Intake ${id}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Intake ${id}.txt`);
  expect(fs.readFileSync(await download.path())).toEqual(content);

  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(page);
  }

  await row.getByRole('button', { name: `Remove Intake ${id}` }).click();
  const confirm = page.getByRole('dialog', { name: `Remove Intake ${id}?` });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(`Intake ${id} is removed.`)).toBeVisible();
  await expect(page.getByText('No files are shared with this client yet.')).toBeVisible();
});

test('staff without the documents right see the files but cannot share one', async ({ page }) => {
  await signIn(page, 'staff@demo.test');
  await openNewClientDocuments(page, `Seen ${unique()}`);
  await expect(page.getByRole('heading', { name: 'Share a file' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Share file' })).toHaveCount(0);
});

test('a client views and downloads a file the business shared with them', async ({
  page,
  browser,
}) => {
  const clientPage = await browser.newPage();
  const client = await newClient(clientPage);
  const content = Buffer.from(`Your programme, ${client.email}\n`);

  await signIn(page);
  await page.goto(`/t/clients/${client.client.id}/documents/`);
  const form = page.getByRole('form', { name: 'Share a file' });
  await form.locator('input[type=file]').setInputFiles({
    name: 'programme.txt',
    mimeType: 'text/plain',
    buffer: content,
  });
  await form.getByLabel('Title').fill('Your programme');
  await form.getByRole('button', { name: 'Share file' }).click();
  await expect(page.getByRole('list', { name: 'Shared files' })).toContainText('Your programme');

  await client.signInApp();
  await clientPage.goto('/client-access/documents');
  const shared = clientPage.getByRole('list', { name: 'Files shared with you' });
  await expect(shared.getByRole('listitem')).toContainText('Your programme');
  const downloading = clientPage.waitForEvent('download');
  await shared.getByRole('button', { name: 'Download Your programme' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Your programme.txt');
  expect(fs.readFileSync(await download.path())).toEqual(content);
  await clientPage.close();
});
