import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { demoApi } from './demo-records.ts';
import { newAccount, newClient } from './new-client.ts';
import { demoClient, signIn } from './stored-session.ts';

// A client's booking journeys (issue #7): a private appointment, a group class paid with a pack
// credit, and a full class's waitlist. Each journey starts from a new client of Sunrise Yoga, so
// they never share places or credits. Axe checks each screen once per width: the private and
// waitlist journeys run on a phone (the catalogue is checked in the first), the pack journey on a
// desktop.

const phone = { width: 375, height: 812 };

/** The time chips of the free-times group, once they have loaded. */
async function freeTimes(page: Page) {
  const group = page.getByRole('group', { name: /^Free times on/ });
  await expect(group.getByRole('status')).toHaveCount(0);
  return group;
}

test('a client books a private appointment: length, teacher, day, time, then confirms', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  const client = await newClient(page);
  const rival = await newClient(page);
  await client.signInApp();
  const [yoga] = await client.rows<{ id: string }>('services?select=id&name=eq.Private%20Yoga');
  const [long] = await client.rows<{ id: string }>(
    `service_options?select=id&service_id=eq.${yoga?.id}&name=eq.60%20minutes`,
  );
  const [sam] = await client.rows<{ id: string }>(
    'staff_profiles?select=id&display_name=eq.Sam%20Staff',
  );
  await page.goto('/client-access/register/');
  const yogaCard = page.getByRole('article', { name: 'Private Yoga' });
  await expect(yogaCard.getByText('Next free time:')).toBeVisible();
  await expectNoSeriousViolations(page);
  await yogaCard.getByRole('link', { name: 'Book Private Yoga' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Book a private appointment' }),
  ).toBeVisible();
  await page.getByRole('group', { name: 'Length and price' }).getByText('60 minutes').click();
  await page.getByRole('group', { name: 'Teacher' }).getByText('Sam Staff').click();
  // A weekday a week or more ahead, when Sam teaches privately and few other tests book.
  const days = page.getByRole('group', { name: 'Day', exact: true }).getByRole('radio');
  let day = '';
  for (let index = 7; day === ''; index += 1) {
    const label = (await days.nth(index).getAttribute('aria-label')) ?? '';
    if (!/^(Saturday|Sunday)/.test(label))
      day = (await days.nth(index).getAttribute('value')) ?? '';
  }
  await days.and(page.locator(`[value="${day}"]`)).check();
  const times = await freeTimes(page);
  await expectNoSeriousViolations(page);
  const labels = await times.locator('label').allInnerTexts();
  const [first, last] = [labels[0], labels.at(-1)];
  await times.getByText(first as string, { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  const check = page.getByRole('region', { name: 'Check and confirm' });
  await expect(check.getByRole('heading', { name: 'Check and confirm' })).toBeFocused();
  await expect(check).toContainText('Private Yoga, 60 minutes');
  await expect(check).toContainText('Sam Staff');
  await expect(check).toContainText('£70.00');
  await expect(check).toContainText('Cancel free of charge until');
  await expectNoSeriousViolations(page);

  // Someone else takes that very time before the client confirms: no double booking, a clear
  // message, and the free times again without it.
  const [slot] = await rival.rpc<{ starts_at: string }[]>('available_slots', {
    service_id: yoga?.id,
    option_id: long?.id,
    from: `${day}T00:00:00Z`,
    to: `${day}T23:59:00Z`,
    staff_id: sam?.id,
  });
  await rival.rpc('book_private', {
    service_id: yoga?.id,
    option_id: long?.id,
    starts_at: slot?.starts_at,
    staff_id: sam?.id,
  });
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'no longer free' })).toBeVisible();
  const fresh = await freeTimes(page);
  await expect(fresh.getByText(first as string, { exact: true })).toHaveCount(0);

  await fresh.getByText(last as string, { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are booked' })).toBeFocused();
  const booked = page.getByRole('region', { name: 'What you booked' });
  await expect(booked).toContainText('Sam Staff');
  await expect(booked).toContainText('£70.00');
  await expectNoSeriousViolations(page);
  const [place] = await client.rows<{ status: string }>('enrollments?select=status');
  expect(place?.status).toBe('confirmed');
});

test('a client books a group class with a credit from their pack and sees one credit fewer', async ({
  page,
}) => {
  const client = await newClient(page);
  await client.signInApp();
  const [pack] = await client.rows<{ id: string; service_id: string }>(
    'service_options?select=id,service_id&name=eq.10-class%20pack',
  );
  await client.rpc('purchase_option', {
    tenant_id: client.client.tenant_id,
    client_id: client.client.id,
    option_id: pack?.id,
  });
  // Past the business's 12-hour cancellation window, so the credit would come back; other
  // journeys may add sessions starting sooner.
  const outsideWindow = new Date(Date.now() + 13 * 3_600_000).toISOString();
  const sessions = await client.rows<{ id: string; capacity: number; taken: number }>(
    `booking_summaries?select=id,capacity,taken&service_id=eq.${pack?.service_id}&starts_at=gt.${outsideWindow}&order=starts_at`,
  );
  const session = sessions.find((candidate) => candidate.taken < candidate.capacity - 1);
  const [yoga] = await client.rows<{ id: string }>('services?select=id&name=eq.Private%20Yoga');

  // The desktop pass of the private booking screen; its journey runs on a phone above.
  await page.goto(`/client-access/register/private-options?service_id=${yoga?.id}`);
  await freeTimes(page);
  await expectNoSeriousViolations(page);

  await page.goto('/client-access/register/');
  await expect(page.getByRole('heading', { level: 2, name: 'Group classes' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto(
    `/client-access/register/group-options/?service_id=${pack?.service_id}&booking_id=${session?.id}`,
  );
  const usePack = page.getByRole('link', { name: /Use your 10-class pack/ });
  await expect(usePack).toContainText('10 credits left');
  await expectNoSeriousViolations(page);
  await usePack.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your booking' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Check and confirm' })).toContainText(
    'get your credit back',
  );
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are booked' })).toBeVisible();
  const booked = page.getByRole('region', { name: 'What you booked' });
  await expect(booked).toContainText('9 credits left');
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: 'See this session' }).click();
  await expect(page.getByText('You have a place in this session')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('9 credits left');
});

test('a client joins a full session’s waitlist and is booked when a place frees up', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  const client = await newClient(page);
  const other = await newClient(page);
  await client.signInApp();
  const owner = await demoApi(page);
  const [meditation] = await owner.rows<{ id: string; tenant_id: string }>(
    'services?select=id,tenant_id&name=eq.Lunchtime%20Meditation',
  );
  const [dropIn] = await owner.rows<{ id: string }>(
    `service_options?select=id&service_id=eq.${meditation?.id}&kind=eq.drop_in`,
  );
  // A one-place evening session of its own, within the catalogue's two weeks.
  const startsAt = new Date(Date.now() + 13 * 86_400_000);
  startsAt.setUTCHours(20, Math.floor(Math.random() * 50), 0, 0);
  const session = await owner.insert<{ id: string }>('bookings', {
    tenant_id: meditation?.tenant_id,
    service_id: meditation?.id,
    starts_at: startsAt.toISOString(),
    ends_at: new Date(startsAt.getTime() + 30 * 60_000).toISOString(),
    capacity: 1,
    location: 'Garden room',
  });
  const taken = await other.rpc<{ id: string }>('enroll', {
    booking_id: session.id,
    option_id: dropIn?.id,
  });

  const sessionLink = async () => {
    await page.goto('/client-access/register/');
    const card = page.getByRole('article', { name: 'Lunchtime Meditation' });
    await card.getByRole('button', { name: /Show all/ }).click();
    return card.locator(`a[href*="${session.id}"]`);
  };
  const link = await sessionLink();
  await expect(link).toContainText('Full');
  await link.click();

  await expect(page.getByText(/This session is full/)).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: /Drop-in/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Join the waitlist' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'You are on the waitlist: Waitlist #1' }),
  ).toBeFocused();
  await expect(page.getByRole('region', { name: 'What you are waiting for' })).toContainText(
    'charged only if you get a place',
  );
  await expectNoSeriousViolations(page);

  await expect(await sessionLink()).toContainText('Waitlist #1');
  await other.rpc('cancel_enrollment', { enrollment_id: taken.id });
  await expect(await sessionLink()).toContainText('Booked');
});

test('a client who has not signed the documents the business asks for is sent to sign them', async ({
  page,
}) => {
  const account = await newAccount(page);
  await account.rpc('join_tenant', { slug: 'sunrise-yoga' });
  await account.signInApp();
  const [dropIn] = await account.rows<{ id: string; service_id: string }>(
    'service_options?select=id,service_id&name=eq.Drop-in&order=price_minor.desc&limit=1',
  );
  const [session] = await account.rows<{ id: string }>(
    `booking_summaries?select=id&service_id=eq.${dropIn?.service_id}&starts_at=gt.${new Date(Date.now() + 3_600_000).toISOString()}&order=starts_at.desc&limit=1`,
  );
  await page.goto(
    `/client-access/register/group-options/${dropIn?.id}?service_id=${dropIn?.service_id}&booking_id=${session?.id}`,
  );
  await page.getByRole('button', { name: /Confirm booking|Join the waitlist/ }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'This could not be booked' });
  await expect(refusal).toBeFocused();
  await expect(refusal).toContainText('Please sign "Health and liability waiver"');
  await expect(refusal.getByRole('link', { name: 'Go to your documents' })).toHaveAttribute(
    'href',
    '/client-access/documents',
  );
  expect(await account.rows('enrollments?select=id')).toEqual([]);
});

test("a link to another of the client's businesses switches to that business", async ({ page }) => {
  // The demo client is a client of both and starts at Sunrise Yoga, where their bookings are.
  const harbour = await demoApi(page, 'harbour@demo.test');
  const [privateReformer] = await harbour.rows<{ id: string }>(
    'services?select=id&name=eq.Private%20Reformer',
  );
  await signIn(page, demoClient);
  await page.goto('/client-access');
  await expect(page.getByRole('banner')).toContainText('Sunrise Yoga');

  await page.goto(`/client-access/register/private-options?service_id=${privateReformer?.id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Private Reformer' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Harbour Pilates');
});
