import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { newClient, newOwner } from './new-client.ts';

// Issue 18, point 3: a client's private calendar subscription link, copied from Settings, is a
// feed of their booking; "Add to calendar" downloads the booking's .ics and opens Google
// Calendar at the booking's time. A staff member makes theirs too, and a new link kills the old.

/** 2026-06-30T08:00:00Z → 20260630T080000Z, as Google's dates parameter wants it. */
const utc = (instant: string) =>
  new Date(instant)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

test('a client copies their calendar link, whose feed has their booking, and adds the booking to a calendar', async ({
  page,
  context,
}) => {
  // Two journeys' worth of steps, on a machine other suites keep busy.
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const client = await newClient(page);
  const [dropIn] = await client.rows<{ id: string; service_id: string }>(
    'service_options?select=id,service_id&kind=eq.drop_in&name=eq.Drop-in&limit=1',
  );
  const sessions = await client.rows<{ id: string; capacity: number; taken: number }>(
    `booking_summaries?select=id,capacity,taken&service_id=eq.${dropIn?.service_id}&starts_at=gt.${new Date(Date.now() + 86_400_000).toISOString()}&order=starts_at`,
  );
  const session = sessions.find((candidate) => candidate.taken < candidate.capacity - 1);
  const place = await client.rpc<{ id: string; status: string }>('enroll', {
    booking_id: session?.id,
    option_id: dropIn?.id,
  });
  expect(place.status).toBe('confirmed');
  const [booked] = await client.rows<{ starts_at: string; ends_at: string; service_name: string }>(
    `client_places?select=starts_at,ends_at,service_name&id=eq.${place.id}`,
  );
  await client.signInApp();

  await page.goto('/client-access/settings');
  const section = page.getByRole('region', { name: 'Calendar subscription' });
  await expect(section).toContainText('You have no calendar link yet.');
  await section.getByRole('button', { name: 'Make a calendar link' }).click();
  const field = section.getByRole('textbox', { name: 'Your calendar link' });
  await expect(field).toHaveValue(/\/calendar\/v1\/feeds\/[A-Za-z0-9_-]{32}\.ics$/);
  await section.getByRole('button', { name: 'Copy calendar link' }).click();
  await expect(section.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await field.inputValue());
  await expect(section.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
    'href',
    copied.replace(/^https?:/, 'webcal:'),
  );
  await expectNoSeriousViolations(page);

  const feed = await page.request.get(copied);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const ics = await feed.text();
  expect(ics).toContain(`UID:${place.id}@`);
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  expect(ics).toContain('X-WR-TIMEZONE:Europe/London');

  await page.goto('/client-access');
  const menu = page.getByRole('button', { name: /^Add to calendar: / });
  await expect(menu).toHaveCount(1);
  await menu.click();
  const google = page.getByRole('menuitem', { name: 'Google Calendar' });
  const href = new URL((await google.getAttribute('href')) ?? '');
  expect(href.origin + href.pathname).toBe('https://calendar.google.com/calendar/render');
  expect(href.searchParams.get('action')).toBe('TEMPLATE');
  expect(href.searchParams.get('dates')).toBe(
    `${utc(booked?.starts_at ?? '')}/${utc(booked?.ends_at ?? '')}`,
  );
  expect(href.searchParams.get('text')).toContain(booked?.service_name ?? '?');
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download .ics' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.ics$/);
  const file = fs.readFileSync((await download.path()) ?? '', 'utf8');
  expect(file).toContain(`UID:${place.id}@`);
  expect(file).toContain('METHOD:PUBLISH');
  expect(file).toMatch(/DTSTART;TZID=Europe\/London:\d{8}T\d{6}/);
});

test('a team member makes their calendar link on a phone, and a new one stops the old', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const owner = await newOwner(page, 'Feed Studio');
  await owner.signInApp();
  // The subscription link sits with the calendars a team member connects (issue 37).
  await page.goto('/t/settings/calendars');
  const section = page.getByRole('region', { name: 'Calendar subscription' });
  await section.getByRole('button', { name: 'Make a calendar link' }).click();
  const field = section.getByRole('textbox', { name: 'Your calendar link' });
  await expect(field).toHaveValue(/\.ics$/);
  const first = await field.inputValue();
  expect((await page.request.get(first)).status()).toBe(200);
  const box = await section.boundingBox();
  expect(box?.width ?? 999).toBeLessThanOrEqual(390);

  // The section ends the screen, where on a phone the notice that the link is ready lies over
  // its last button (and stays while a pointer rests on it): closed, as a person would.
  await page
    .getByRole('alert')
    .filter({ hasText: 'Your new calendar link is ready to copy.' })
    .getByRole('button', { name: 'Close the notification' })
    .click();
  await section.getByRole('button', { name: 'Make a new link' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Make a new link' }).click();
  await expect(field).not.toHaveValue(first);
  const second = await field.inputValue();
  const gone = await page.request.get(first);
  expect(gone.status()).toBe(404);
  expect(((await gone.json()) as { code: string }).code).toBe('calendar_feed_not_found');
  expect((await page.request.get(second)).status()).toBe(200);
  await expectNoSeriousViolations(page);
});
