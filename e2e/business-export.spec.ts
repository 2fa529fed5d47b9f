import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { newOwner } from './new-client.ts';

// Issue 21, point 4: the whole-business export is a server function. An owner downloads it from
// Settings; the file is the business's, from /functions/v1/export-business.

test('an owner downloads everything the business keeps as one JSON file', async ({ page }) => {
  const owner = await newOwner(page, 'Export Studio');
  await owner.signInApp();
  await page.goto('/t/settings/');
  await expect(page.getByRole('heading', { level: 2, name: 'Export the business' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download everything (JSON)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await fs.readFile((await file.path()) ?? '', 'utf8')) as {
    tenant_id: string;
    tables: Record<string, { name?: string }[]>;
  };
  expect(exported.tenant_id).toBe(owner.tenant.id);
  expect(exported.tables.tenants?.[0]?.name).toBe('Export Studio');
  expect(exported.tables).toHaveProperty('transactions');
  await expect(page.getByText('The export is downloaded.')).toBeVisible();
});
