import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { expectConfirmation } from './booking-confirmation.ts';
import { demoApi } from './demo-records.ts';
import { journeyPassword, latestCode, newAccount, newAddress } from './new-client.ts';

// Issue 19: a business's booking page, open to visitors. A visitor books a group class and
// another a private time from it, making their account with an emailed code on the way, and
// one pays for their drop-in by card once the code has made them a client; a wrong
// address says so and offers a search; the business chosen stays chosen across sign-ins.
// Each step is checked with axe and photographed at a phone's width and a desktop's.

// Each journey photographs and checks every step at two widths, which takes a while.
test.describe.configure({ timeout: 120_000 });

const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 900 };

/** A screenshot of the step at the phone's width and at the desktop's, then back to the phone. */
async function photograph(page: Page, name: string) {
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `test-results/public-booking/${name}-390.png`, fullPage: true });
  await page.setViewportSize(desktop);
  await page.screenshot({ path: `test-results/public-booking/${name}-1366.png`, fullPage: true });
  await page.setViewportSize(phone);
}

/** The code step: the emailed code read from the mailbox, then the waiver Sunrise Yoga asks for. */
async function confirmWithCode(page: Page, journey: string, email: string, button: RegExp) {
  const codeHeading = page.getByRole('heading', { name: 'Enter the code we emailed you' });
  await expect(codeHeading).toBeFocused();
  await photograph(page, `${journey}-code`);
  await page.getByRole('textbox', { name: 'Code' }).fill(await latestCode(page, email));
  await page.getByRole('button', { name: button }).click();
  const documents = page.getByRole('heading', { name: 'Sign before your first booking' });
  await expect(documents).toBeFocused();
  const waiver = page.getByRole('form', { name: /^Sign / });
  await waiver.getByRole('checkbox').check();
  await waiver.getByRole('button', { name: 'Sign' }).click();
}

test('a visitor books a group class from the public page with an emailed code', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto('/client-access/register/?tenant=sunrise-yoga');
  await expect(page.getByRole('heading', { level: 1, name: 'Book' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Sunrise Yoga')).toBeVisible();
  await expect(page.getByText('No account needed')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Group classes' })).toBeVisible();
  // The server's first screen (docs/decisions/0036): a visitor's phone loads none of the SPA.
  await expect(page.locator('#root > .bp')).toBeVisible();
  expect(await page.locator('script[type="module"], link[rel="stylesheet"]').count()).toBe(0);
  await photograph(page, 'catalogue');

  // Screen 1: the session chosen, the ways to pay.
  await page
    .getByRole('article', { name: 'Yin Yoga' })
    .getByRole('link', { name: /places? left/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose how to pay' })).toBeVisible();
  await photograph(page, 'group-ways-to-pay');
  await page.getByRole('link', { name: /Drop-in/ }).click();

  // Screen 2: the summary and the newcomer's details.
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your booking' })).toBeVisible();
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByText('Enter your full name.')).toBeVisible();
  await photograph(page, 'group-details-errors');
  const email = newAddress('visitor');
  await page.getByRole('textbox', { name: 'Full name' }).fill('Vera Visitor');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Email me a code' }).click();

  // Screen 3: the code, the waiver, then paying at the desk (Sunrise Yoga also takes cards).
  await confirmWithCode(page, 'group', email, /^Continue$/);
  await expect(page.getByText('Pay now by card, or book now and pay at the desk.')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are booked' })).toBeVisible();
  await photograph(page, 'group-booked');

  // The account, the client record and the place are all there: home lists the class.
  await page.getByRole('link', { name: 'Go to your home page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByText('Yin Yoga').first()).toBeVisible();
});

test('a visitor pays for a drop-in by card once the emailed code makes them a client', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  // A Yin Yoga session of its own with one place, so the visitor's place is its last (issue 33,
  // point 2: the session then says it is full, and must not invite them to its waitlist).
  const owner = await demoApi(page);
  const [yin] = await owner.rows<{ id: string }>('services?select=id&name=eq.Yin%20Yoga');
  const [dropIn] = await owner.rows<{ id: string; service_id: string; tenant_id: string }>(
    `service_options?select=id,service_id,tenant_id&kind=eq.drop_in&service_id=eq.${yin?.id}`,
  );
  if (!dropIn) throw new Error('The demo has no Yin Yoga drop-in.');
  const starts = Date.now() + (80 + Math.floor(Math.random() * 150)) * 3_600_000;
  const session = await owner.insert<{ id: string }>('bookings', {
    tenant_id: dropIn.tenant_id,
    service_id: dropIn.service_id,
    starts_at: new Date(starts).toISOString(),
    ends_at: new Date(starts + 3_600_000).toISOString(),
    capacity: 1,
  });
  await page.goto(
    `/client-access/register/group-options/?service_id=${dropIn.service_id}&booking_id=${session.id}`,
  );
  const sessionCard = page.getByRole('region', { name: 'Yin Yoga' });
  await expect(sessionCard).toContainText('1 place left');
  await page.getByRole('link', { name: /Drop-in/ }).click();
  const email = newAddress('card-visitor');
  await page.getByRole('textbox', { name: 'Full name' }).fill('Cora Card');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await confirmWithCode(page, 'card', email, /^Continue$/);

  // A client now: the place is held while the card form takes the payment, and the session,
  // full with it, says the place is theirs.
  await page.getByRole('button', { name: /^Pay £[\d.]+ by card$/ }).click();
  await expect(page.getByText('Your place is held')).toBeVisible();
  await expect(sessionCard).toContainText('Full · you have a place');
  await expect(page.getByText('Choose another way to pay')).toHaveCount(0);
  const form = page.getByRole('form', { name: 'Card details' });
  await form.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await form.getByRole('textbox', { name: 'Expiry date' }).fill('12 / 30');
  await form.getByRole('textbox', { name: 'Security code' }).fill('123');
  await form.getByRole('textbox', { name: 'Name on card' }).fill('Cora Card');
  await photograph(page, 'card-form');
  await form.getByRole('button', { name: /^Pay / }).click();
  await expectConfirmation(page, {
    heading: 'You are booked and paid',
    news: 'Paid by card. Your place is confirmed.',
    name: 'drop-in-paid-by-card',
  });
  const booked = page.getByRole('region', { name: 'What you booked' });
  await expect(booked).toContainText('Yin Yoga');
  await expect(booked).toContainText(/£[\d.]+, paid by card/);

  // The calendar file of the place just paid for.
  await booked.getByRole('button', { name: /^Add to calendar: / }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download .ics' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.ics$/);

  // Its session, seen again: the place is theirs, and no waitlist is offered.
  await page.getByRole('link', { name: 'See this session' }).click();
  await expect(page.getByText('You have a place in this session')).toBeVisible();
  await expect(sessionCard).toContainText('Full · you have a place');
  await expect(page.getByText(/join the waitlist/i)).toHaveCount(0);
});

test('a visitor books a private time from the public page with an emailed code', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto('/client-access/register/?tenant=sunrise-yoga');
  const card = page.getByRole('article', { name: 'Private Yoga' });
  await expect(card.getByText('Next free time:')).toBeVisible();
  await card.getByRole('link', { name: 'Book Private Yoga' }).click();

  // Screen 1: length, teacher, day and time.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Book a private appointment' }),
  ).toBeVisible();
  const times = page.getByRole('group', { name: /^Free times on/ });
  await expect(times.getByRole('status')).toHaveCount(0);
  await photograph(page, 'private-times');
  // The last time of the day, which fewer other journeys take.
  await times.locator('label').last().click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Screen 2: the summary and the newcomer's details.
  await expect(page.getByRole('heading', { name: 'Check and confirm' })).toBeFocused();
  const email = newAddress('private-visitor');
  await page.getByRole('textbox', { name: 'Full name' }).fill('Paula Private');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await photograph(page, 'private-details');
  await page.getByRole('button', { name: 'Email me a code' }).click();

  // Screen 3: the code and the waiver; a client now, who pays by card or at the desk, chosen
  // before booking so that the confirmation offers no way to pay.
  await confirmWithCode(page, 'private', email, /^Continue$/);
  await expect(page.getByText('Pay now by card, or book now and pay at the desk.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay £[\d.]+ by card$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expectConfirmation(page, {
    heading: 'You are booked',
    news: 'Your appointment is confirmed.',
    name: 'private-at-the-desk',
  });
  await expect(page.getByRole('region', { name: 'What you booked' })).toContainText(
    /£[\d.]+, to pay at the desk/,
  );
});

test('an address no business has says so and offers a search', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/client-access/register/?tenant=no-such-studio');
  await expect(page.getByRole('heading', { level: 1, name: 'Find a business' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(
    'No business has the address “no-such-studio”',
  );
  await page.getByRole('searchbox', { name: 'Business name' }).fill('Harbour');
  await expect(page.getByRole('button', { name: 'Open Harbour Pilates' })).toBeVisible();
  await photograph(page, 'unknown-address');
  await page.getByRole('button', { name: 'Open Harbour Pilates' }).click();
  await expect(page).toHaveURL(/tenant=harbour-pilates/);
  await expect(page.getByText('What Harbour Pilates offers')).toBeVisible();

  // The sign-up screen names the business it joins, or says the address is wrong.
  await page.goto('/client-access/signup/?tenant=harbour-pilates');
  await expect(page.getByText('You are joining Harbour Pilates.')).toBeVisible();
  await page.goto('/client-access/signup/?tenant=no-such-studio');
  await expect(page.getByRole('alert')).toContainText('No business has the address');
});

test('the business a client chose stays chosen across sign-out and sign-in', async ({ page }) => {
  await page.setViewportSize(phone);
  const client = await newAccount(page, 'two-places', 'Two Places');
  await client.rpc('join_tenant', { slug: 'sunrise-yoga' });
  await client.rpc('join_tenant', { slug: 'harbour-pilates' });
  const signInByForm = async () => {
    await page.goto('/client-access/login/');
    await page.getByRole('textbox', { name: 'Email' }).fill(client.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(journeyPassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  };
  await signInByForm();
  const header = page.getByRole('banner');
  await expect(header.getByText('Harbour Pilates')).toBeVisible();

  // A link with ?tenant= opens that business, and it is remembered.
  await page.goto('/client-access/register/?tenant=sunrise-yoga');
  await expect(page.getByText('What Sunrise Yoga offers')).toBeVisible();
  // Signed in, the SPA takes over the server's first screen, and remembers the business.
  await expect(page.locator('#root > .bp')).toHaveCount(0);
  await page.goto('/client-access/logout');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to book' })).toBeVisible();
  await signInByForm();
  await expect(header.getByText('Sunrise Yoga')).toBeVisible();
});

test('someone with an account signs in on the booking page and books without leaving it', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  const account = await newAccount(page, 'returning', 'Rita Returning');
  await page.goto('/client-access/register/?tenant=sunrise-yoga');
  await page
    .getByRole('article', { name: 'Vinyasa Flow' })
    .getByRole('link', { name: /places? left/ })
    .last()
    .click();
  await page.getByRole('link', { name: /Drop-in/ }).click();
  await page.getByRole('button', { name: 'I have an account: sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to book' })).toBeFocused();
  await photograph(page, 'returning-sign-in');
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(journeyPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  // Signed in, still on the summary: their name is known, one button books.
  await expect(page.getByRole('heading', { name: 'Book as yourself' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Rita Returning');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const waiver = page.getByRole('form', { name: /^Sign / });
  await waiver.getByRole('checkbox').check();
  await waiver.getByRole('button', { name: 'Sign' }).click();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are booked' })).toBeVisible();
});

test('the business area opens the business chosen last, after signing out and in', async ({
  page,
}) => {
  const owner = await newAccount(page, 'two-studios', 'Two Studios');
  const suffix = `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
  for (const name of ['Alder', 'Birch']) {
    await owner.rpc('create_tenant', {
      name: `${name} Studio`,
      slug: `${name.toLowerCase()}-${suffix}`,
      time_zone: 'Europe/London',
      currency: 'GBP',
    });
  }
  const signInByForm = async () => {
    await page.goto('/t/login/');
    await page.getByRole('textbox', { name: 'Email' }).fill(owner.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(journeyPassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  };
  await signInByForm();
  const business = page.getByRole('banner').getByRole('combobox', { name: 'Business' });
  await expect(business).toHaveValue('Alder Studio');
  await business.click();
  await page.getByRole('option', { name: 'Birch Studio' }).click();
  await expect(page.getByText(/^Today at Birch Studio/)).toBeVisible();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/t\/login\//);
  await signInByForm();
  await expect(business).toHaveValue('Birch Studio');
});
