import { expect, test, type Browser, type Page } from '@playwright/test';
import type { MessageId } from '../src/shared/i18n/message-ids.ts';
import { wordsIn } from '../src/shared/i18n/static-words.ts';
import { expectNoSeriousViolations } from './accessibility.ts';
import { demoApi } from './demo-records.ts';
import { latestCode, newAddress, newClient } from './new-client.ts';
import { signIn } from './stored-session.ts';

// Issue 34, point 5: the visitor's booking on the booking page and the front desk's check-in,
// in German and in Arabic on a 390 px phone, with axe at every step; the visitor's confirmation
// email arrives in their language. The words expected are the catalogue's, so the test reads
// what a German or Arabic reader reads, whatever its wording becomes.

test.describe.configure({ timeout: 120_000 });

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const languages = [
  { locale: 'de-DE', language: 'de', dir: 'ltr' },
  { locale: 'ar', language: 'ar', dir: 'rtl' },
] as const;

/** A phone whose browser asks for `locale`; `say` is that language's catalogue. */
async function phoneIn(browser: Browser, locale: string, language: 'de' | 'ar') {
  const context = await browser.newContext({ ...phone, locale });
  const page = await context.newPage();
  const words = wordsIn(language, locale);
  const say = (id: MessageId, values?: Record<string, string | number>) =>
    words.formatMessage({ id }, values);
  return { page, say };
}

/** axe, then a photograph for a person to look at (test-results/languages/). */
async function check(page: Page, name: string) {
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `test-results/languages/${name}.png`, fullPage: true });
}

/** Nothing is wider than the phone: no sideways scrolling. */
const fitsTheWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const { locale, language, dir } of languages) {
  test(`a visitor books a class from the booking page in ${language}, and is emailed in it`, async ({
    browser,
  }) => {
    const { page, say } = await phoneIn(browser, locale, language);
    await page.goto('/client-access/register/?tenant=sunrise-yoga');
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(
      page.getByRole('heading', { level: 1, name: say('booking-page.heading') }),
    ).toBeVisible();
    await check(page, `${language}-booking-page`);

    // The first Yin Yoga session with a place: the app takes over, in the same language.
    await page
      .getByRole('article', { name: 'Yin Yoga' })
      .locator('a.bp-session')
      .filter({ hasNotText: say('offer.full') })
      .first()
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: say('register.chooseTitle') }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    expect(await fitsTheWidth(page)).toBe(true);
    await check(page, `${language}-ways-to-pay`);
    await page.getByRole('link', { name: /Drop-in/ }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: say('register.confirmTitle') }),
    ).toBeVisible();
    await page.getByRole('button', { name: say('register.emailMeCode') }).click();
    await expect(page.getByText(say('register.enterFullName'))).toBeVisible();
    await check(page, `${language}-details-errors`);
    const email = newAddress(`visitor-${language}`);
    await page.getByRole('textbox', { name: say('register.fullName') }).fill('Vera Visitor');
    await page.getByRole('textbox', { name: say('auth.email') }).fill(email);
    await page.getByRole('button', { name: say('register.emailMeCode') }).click();

    await expect(page.getByRole('heading', { name: say('register.enterCode') })).toBeFocused();
    await page
      .getByRole('textbox', { name: say('register.code') })
      .fill(await latestCode(page, email));
    await page.getByRole('button', { name: say('register.continue'), exact: true }).click();
    await expect(
      page.getByRole('heading', { name: say('register.signBeforeFirst') }),
    ).toBeFocused();
    const waiver = page.getByRole('form').filter({ has: page.getByRole('checkbox') });
    await waiver.getByRole('checkbox').check();
    await waiver.getByRole('button', { name: say('documents.sign'), exact: true }).click();
    await page.getByRole('button', { name: say('register.confirmBooking') }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: say('register.bookedHeading') }),
    ).toBeVisible();
    expect(await fitsTheWidth(page)).toBe(true);
    await check(page, `${language}-booked`);

    // The confirmation email, as the embedded mailbox received it over SMTP's path.
    await expect
      .poll(
        async () => (await page.request.get(`/mailbox?to=${encodeURIComponent(email)}`)).text(),
        {
          timeout: 15_000,
        },
      )
      .toContain(say('notifications.confirmedText'));
    await page.context().close();
  });

  test(`the front desk checks a class in on a phone in ${language}`, async ({ browser }) => {
    const { page, say } = await phoneIn(browser, locale, language);
    await signIn(page);
    const bookingId = await sessionWithOnePlace(page);
    await page.goto(`/t/bookings/${bookingId}/attendance/`);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    const mark = page.getByRole('group', {
      name: say('bookings.markClient', { client: 'Ben Carter' }),
    });
    await expect(mark).toBeVisible({ timeout: 20_000 });
    await check(page, `${language}-roster`);
    await mark.getByRole('button', { name: say('bookings.markPresent'), exact: true }).click();
    await expect(
      page.getByRole('listitem', { name: say('bookings.rowPresent', { client: 'Ben Carter' }) }),
    ).toBeVisible();
    expect(await fitsTheWidth(page)).toBe(true);
    await check(page, `${language}-checked-in`);

    await page.goto('/t');
    await expect(
      page.getByRole('heading', { level: 1, name: say('dashboard.title') }),
    ).toBeVisible();
    await check(page, `${language}-dashboard`);
    await page.context().close();
  });
}

test('a client chooses Arabic for themselves: the app turns at once, and stays so', async ({
  page,
}) => {
  await page.setViewportSize(phone.viewport);
  const client = await newClient(page);
  await client.signInApp();
  await page.goto('/client-access/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  // The sections above the language (messages, businesses, calendar, saved cards) fill in as
  // their reads answer and push it down: an open list would close under the moving page.
  await page.waitForLoadState('networkidle');
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'العربية' }).click();

  const arabic = wordsIn('ar');
  const settings = arabic.formatMessage({ id: 'client-area.settingsTitle' });
  await expect(page.getByRole('heading', { level: 1, name: settings })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText(arabic.formatMessage({ id: 'language.saved' }))).toBeVisible();
  await check(page, 'ar-own-choice');

  // Kept with the account: another tab of the English browser reads Arabic from its start.
  const again = await page.context().newPage();
  await again.goto('/client-access/settings');
  await expect(again.getByRole('heading', { level: 1, name: settings })).toBeVisible();
  await expect(again.locator('html')).toHaveAttribute('dir', 'rtl');

  // Back to the browser's language.
  await page
    .getByRole('combobox', { name: arabic.formatMessage({ id: 'language.label' }) })
    .click();
  await page
    .getByRole('option', {
      name: arabic.formatMessage({ id: 'language.browser' }, { language: 'English' }),
    })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

/** A Vinyasa Flow session starting in ten minutes (so check-in is open), with Ben Carter in it. */
async function sessionWithOnePlace(page: Page): Promise<string> {
  const api = await demoApi(page);
  const [tenant] = await api.rows<{ id: string }>('tenants?select=id&slug=eq.sunrise-yoga');
  const [service] = await api.rows<{ id: string }>('services?select=id&name=eq.Vinyasa%20Flow');
  const [option] = await api.rows<{ id: string }>(
    `service_options?select=id&service_id=eq.${service?.id}&kind=eq.drop_in`,
  );
  const [ben] = await api.rows<{ id: string }>('clients?select=id&full_name=eq.Ben%20Carter');
  const minute = 60_000;
  const booking = await api.insert<{ id: string }>('bookings', {
    tenant_id: tenant?.id,
    service_id: service?.id,
    starts_at: new Date(Date.now() + 10 * minute).toISOString(),
    ends_at: new Date(Date.now() + 70 * minute).toISOString(),
    capacity: 4,
  });
  await api.rpc('enroll', { booking_id: booking.id, option_id: option?.id, client_id: ben?.id });
  return booking.id;
}
