import { expect, test, type Page } from '@playwright/test';
import { hash } from 'bcryptjs';
import { startTestServer, type TestServer } from '../src/server/test-support/start-test-server.ts';
import {
  createTestCatalogue,
  type TestCatalogue,
} from '../src/server/test-support/test-catalogue.ts';
import { createTestPlan } from '../src/server/test-support/test-memberships.ts';
import {
  connectTestProvider,
  eventually,
  onePlaceSession,
  paymentsEnv,
} from '../src/server/test-support/test-payments.ts';
import { createTestTenant, type TestTenant } from '../src/server/test-support/test-tenants.ts';
import { expectNoSeriousViolations } from './accessibility.ts';
import { payWith } from './card-form.ts';
import { journeyPassword, latestCode, signInWithForm } from './new-client.ts';

// Issue 35, point 7, in Chromium at a phone's width, against a server of this spec's own (its
// memberships' clock is moved forward, which the demo server's other journeys must not see):
// a visitor joins a monthly plan on the booking page and books a class with it; and a member
// whose renewal is declined off-session finds booking with the membership paused, updates
// their card from the link beside it (charged at once), and books again. The plan is made as
// its owner would, through supabase-js; everything else is the client's.

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const phone = { width: 390, height: 844 };

let server: TestServer;
let a: TestTenant;
let cat: TestCatalogue;
let sessions = 0;

test.beforeAll(async () => {
  server = await startTestServer(paymentsEnv, 'empty');
  a = await createTestTenant(server, `members-${Date.now()}`);
  cat = await createTestCatalogue(a, 1);
  await connectTestProvider(server, a);
  await createTestPlan(a, cat.yoga, { name: 'Monthly unlimited', price_minor: 6000 });
  await server.db.query('update auth.users set encrypted_password = $2 where id = $1', [
    a.client.id,
    await hash(journeyPassword, 10),
  ]);
});
test.afterAll(() => server.stop());

/** A one-place yoga session two days or more ahead. */
const session = () => onePlaceSession(a, cat.yoga, 48 + ++sessions);
const waysToPay = (booking: string) =>
  `${server.url}/client-access/register/group-options/?service_id=${cat.yoga}&booking_id=${booking}`;

/** Where the client's place in the session stands, and the membership that paid for it. */
const placeOf = async (booking: string, email: string) =>
  (
    await server.db.query<{ status: string; subscription_id: string | null }>(
      `select e.status, e.subscription_id from public.enrollments e
       join public.clients c on c.tenant_id = e.tenant_id and c.id = e.client_id
       where e.booking_id = $1 and c.email = $2`,
      [booking, email],
    )
  ).rows[0];

/** Ticks the consent, pays the first period with the card, and waits for the booking. */
async function agreeAndPay(page: Page) {
  // Without the consent nothing is charged: the reason shows beside the box.
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(
    page.getByText('Tick this box to agree to the renewals before paying.'),
  ).toBeVisible();
  await page
    .getByRole('checkbox', {
      name: `I agree that Studio ${a.slug} charges my card £60.00 every month until I cancel.`,
    })
    .check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expectNoSeriousViolations(page);
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { level: 1, name: 'You are booked' })).toBeVisible();
  await expect(page.getByText('A class of your Monthly unlimited membership')).toBeVisible();
}

test('a visitor joins a monthly plan on the booking page and books a class with it', async ({
  page,
}) => {
  const booking = await session();
  await page.setViewportSize(phone);
  await page.goto(`${server.url}/client-access/register/?tenant=${a.slug}`);
  await expect(page.getByText(`What Studio ${a.slug} offers`)).toBeVisible();
  await page.goto(waysToPay(booking));
  // The plan is offered after the drop-in and the packs, with its price per period.
  await page.getByRole('link', { name: /Join Monthly unlimited.*£60\.00 a month/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Join a membership' })).toBeVisible();
  const terms = page.getByRole('region', { name: 'Join Monthly unlimited' });
  await expect(terms.getByText('£60.00 today')).toBeVisible();
  await expect(terms.getByText('Unlimited classes')).toBeVisible();

  const email = `member-${Date.now()}@example.test`;
  await page.getByRole('textbox', { name: 'Full name' }).fill('Mia Member');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await page.getByRole('textbox', { name: 'Code' }).fill(await latestCode(page, email, server.url));
  await page.getByRole('button', { name: 'Continue' }).click();
  await agreeAndPay(page);

  const place = await placeOf(booking, email);
  expect(place?.status).toBe('confirmed');
  const { rows } = await server.db.query<{ state: string; pays_by: string; consent: boolean }>(
    `select state, pays_by, card_consent_at is not null as consent from public.subscriptions
     where id = $1`,
    [place?.subscription_id],
  );
  expect(rows).toEqual([{ state: 'live', pays_by: 'card', consent: true }]);
});

test('a declined renewal pauses booking, and updating the card restores it', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto(`${server.url}/client-access/login/`);
  await signInWithForm(page, a.client.email);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  const first = await session();
  await page.goto(waysToPay(first));
  await page.getByRole('link', { name: /Join Monthly unlimited/ }).click();
  await agreeAndPay(page);

  // The member saves a card that banks decline when charged without them (nothing is owed:
  // the card is saved alone), so the renewal a month later is declined.
  await page.goto(`${server.url}/client-access/`);
  await page.getByRole('link', { name: 'See your membership' }).click();
  const card = page.getByRole('article', { name: 'Monthly unlimited' });
  await expect(card.getByText('Active')).toBeVisible();
  await card.getByRole('button', { name: 'Update card' }).click();
  await expect(card.getByText('Nothing is owed')).toBeVisible();
  const form = card.getByRole('form', { name: 'Card details' });
  await form.getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 0341');
  await form.getByRole('textbox', { name: 'Expiry date' }).fill('12 / 30');
  await form.getByRole('textbox', { name: 'Security code' }).fill('123');
  await form.getByRole('textbox', { name: 'Name on card' }).fill('Journey Client');
  await form.getByRole('button', { name: 'Save card' }).click();
  await expect(card.getByText('Your card is updated')).toBeVisible();

  const clock = (days: number) =>
    page.request.post(`${server.url}/developer/clock`, { data: { advance_days: days } });
  const renewal = () =>
    server.db.query<{ billing: string; attempts: number }>(
      `select p.billing, p.attempts from public.subscription_periods p
       join public.subscriptions s on s.tenant_id = p.tenant_id and s.id = p.subscription_id
       join public.clients c on c.tenant_id = s.tenant_id and c.id = s.client_id
       where c.email = $1 and p.number = 2`,
      [a.client.email],
    );
  // Past the period's end: the renewal is charged off-session and declined.
  expect((await clock(31)).ok()).toBe(true);
  await eventually(async () => ((await renewal()).rows[0]?.attempts ?? 0) > 0 || undefined, 30_000);
  // Past the business's grace days (3): booking with the membership is paused.
  expect((await clock(4)).ok()).toBe(true);
  const second = await session();
  await page.goto(waysToPay(second));
  await expect(page.getByText(/Paused: the last payment did not go through/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Use your membership/ })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // The link beside it opens the card form at once (the declined-payment email's link), which
  // charges what is overdue to the new card.
  await page.getByRole('link', { name: 'Update card' }).click();
  await expect(page).toHaveURL(/update_card=1/);
  const paused = page.getByRole('article', { name: 'Monthly unlimited' });
  await expect(paused.getByText('£60.00 is overdue')).toBeVisible();
  await expectNoSeriousViolations(page);
  await payWith(page, '4242 4242 4242 4242');
  await expect(paused.getByText('Your card is updated')).toBeVisible();
  await expect(paused.getByText('Active', { exact: true })).toBeVisible();
  expect((await renewal()).rows[0]?.billing).toBe('paid');

  // Booking with the membership works again.
  await page.goto(waysToPay(second));
  await page.getByRole('link', { name: /Use your membership: Monthly unlimited/ }).click();
  await page.getByRole('button', { name: 'Book with my membership' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are booked' })).toBeVisible();
  expect((await placeOf(second, a.client.email))?.status).toBe('confirmed');
});
