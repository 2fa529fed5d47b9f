import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { newAccount, newClient, newOwner } from './new-client.ts';

// Issue 18: what a client is told. A booking's confirmation reaches the embedded mailbox with
// its calendar file; a waitlist offer's link takes the freed place in one click, without
// signing in.

type Account = Awaited<ReturnType<typeof newAccount>>;

/** Writes a row through the data API as this account. */
async function insert<Row>(page: Page, account: Account, table: string, row: object) {
  const config = (await (await page.request.get('/config.json')).json()) as { anonKey: string };
  const answer = await page.request.post(`/rest/v1/${table}`, {
    headers: {
      apikey: config.anonKey,
      authorization: `Bearer ${account.session.access_token}`,
      prefer: 'return=representation',
    },
    data: row,
  });
  if (!answer.ok()) throw new Error(`POST ${table}: ${await answer.text()}`);
  return ((await answer.json()) as Row[])[0] as Row;
}

test('a client books a class and its confirmation, with the .ics, is in the mailbox', async ({
  page,
}) => {
  const client = await newClient(page);
  await client.signInApp();
  const [dropIn] = await client.rows<{ id: string; service_id: string }>(
    'service_options?select=id,service_id&kind=eq.drop_in&name=eq.Drop-in&limit=1',
  );
  const sessions = await client.rows<{ id: string; capacity: number; taken: number }>(
    `booking_summaries?select=id,capacity,taken&service_id=eq.${dropIn?.service_id}&starts_at=gt.${new Date(Date.now() + 86_400_000).toISOString()}&order=starts_at`,
  );
  const session = sessions.find((candidate) => candidate.taken < candidate.capacity - 1);
  await page.goto(
    `/client-access/register/group-options/${dropIn?.id}?service_id=${dropIn?.service_id}&booking_id=${session?.id}`,
  );
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are booked' })).toBeVisible();

  const mailbox = `/mailbox?to=${encodeURIComponent(client.email)}`;
  await expect(async () => {
    await page.goto(mailbox);
    await expect(page.getByRole('heading', { level: 2, name: /^Booked: / })).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 30_000 });
  const message = page.getByRole('article').filter({ hasText: 'You are booked' });
  await expect(message).toContainText('When:');
  await expect(message).toContainText('(London time)');
  const ics = message.getByRole('link', { name: 'booking.ics' });
  await expect(ics).toBeVisible();
  const file = await page.request.get((await ics.getAttribute('href')) ?? '');
  expect(file.headers()['content-type']).toContain('text/calendar');
  const text = await file.text();
  expect(text).toContain('METHOD:REQUEST');
  expect(text).toContain('BEGIN:VTIMEZONE');
  expect(text).toMatch(/DTSTART;TZID=Europe\/London:\d{8}T\d{6}/);

  await message.getByRole('link', { name: 'HTML version' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are booked' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('a waitlist offer’s link from the mailbox takes the freed place', async ({ page }) => {
  const owner = await newOwner(page, 'Offer Studio');
  const tenant_id = owner.tenant.id;
  const config = (await (await page.request.get('/config.json')).json()) as { anonKey: string };
  const patched = await page.request.patch(`/rest/v1/tenants?id=eq.${tenant_id}`, {
    headers: { apikey: config.anonKey, authorization: `Bearer ${owner.session.access_token}` },
    data: { waitlist_mode: 'offer', waitlist_offer_minutes: 60 },
  });
  expect(patched.ok()).toBe(true);
  const service = await insert<{ id: string }>(page, owner, 'services', {
    tenant_id,
    kind: 'group',
    name: 'Sunset Flow',
    duration_minutes: 60,
    capacity: 1,
  });
  const option = await insert<{ id: string }>(page, owner, 'service_options', {
    tenant_id,
    service_id: service.id,
    kind: 'drop_in',
    name: 'Drop-in',
    price_minor: 0,
  });
  const startsAt = new Date(Date.now() + 3 * 86_400_000);
  const session = await insert<{ id: string }>(page, owner, 'bookings', {
    tenant_id,
    service_id: service.id,
    starts_at: startsAt.toISOString(),
    ends_at: new Date(startsAt.getTime() + 3_600_000).toISOString(),
    capacity: 1,
  });
  const first = await newClient(page, owner.tenant.slug);
  const second = await newClient(page, owner.tenant.slug);
  const taken = await first.rpc<{ id: string }>('enroll', {
    booking_id: session.id,
    option_id: option.id,
  });
  const waiting = await second.rpc<{ id: string; status: string }>('enroll', {
    booking_id: session.id,
    option_id: option.id,
  });
  expect(waiting.status).toBe('waitlisted');
  await first.rpc('cancel_enrollment', { enrollment_id: taken.id });

  const offerLink = page.getByRole('link', { name: /\/client-access\/offer\?token=/ }).first();
  await expect(async () => {
    await page.goto(`/mailbox?to=${encodeURIComponent(second.email)}`);
    await expect(offerLink).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: 'A place is free for you: Sunset Flow on',
      exact: false,
    }),
  ).toBeVisible();
  // The link names the app's address (SITE_URL); the journey opens it on the test's own.
  const href = new URL((await offerLink.getAttribute('href')) ?? '');
  await page.goto(`${href.pathname}${href.search}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'A place is free for you' }),
  ).toBeVisible();
  await expect(page.getByText('Held for you until:')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Take the place' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You have the place' })).toBeVisible();
  const [place] = await second.rows<{ status: string }>(
    `enrollments?select=status&id=eq.${waiting.id}`,
  );
  expect(place?.status).toBe('confirmed');
});
