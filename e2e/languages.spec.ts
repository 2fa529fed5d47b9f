import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { newOwner } from './new-client.ts';

// Issue 34: a business's booking page in the visitor's language, on a phone: German, and Arabic
// right to left, each checked with axe; and an owner who sets the business's language, which a
// visitor whose browser asks for none of the product's then reads.

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A phone whose browser asks for `locale`, on a business's booking page. */
async function bookingPageIn(browser: Browser, locale: string, slug: string) {
  const context = await browser.newContext({ ...phone, locale });
  const page = await context.newPage();
  await page.goto(`/client-access/register/?tenant=${slug}`);
  return page;
}

/** Nothing is wider than the phone: no sideways scrolling. */
const fitsTheWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('the booking page in German and in Arabic, right to left, on a phone', async ({ browser }) => {
  const german = await bookingPageIn(browser, 'de-DE', 'sunrise-yoga');
  await expect(german.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(german.getByRole('heading', { level: 1, name: 'Buchen' })).toBeVisible();
  await expect(german.getByRole('heading', { level: 2, name: 'Gruppenkurse' })).toBeVisible();
  await expect(german.getByText('Nächster freier Termin:').first()).toBeVisible();
  await expect(german.getByRole('link', { name: 'Anmelden' })).toBeVisible();
  expect(await fitsTheWidth(german)).toBe(true);
  await expectNoSeriousViolations(german);
  await german.context().close();

  const arabic = await bookingPageIn(browser, 'ar', 'sunrise-yoga');
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arabic.getByRole('heading', { level: 1, name: 'الحجز' })).toBeVisible();
  await expect(arabic.getByRole('heading', { level: 2, name: 'حصص جماعية' })).toBeVisible();
  // Mirrored: the business's name on the right of the header, Sign in on the left.
  const name = await arabic.getByRole('link', { name: 'Sunrise Yoga' }).boundingBox();
  const signIn = await arabic.getByRole('link', { name: 'تسجيل الدخول' }).boundingBox();
  expect(name && signIn && signIn.x < name.x).toBe(true);
  expect(await fitsTheWidth(arabic)).toBe(true);
  await expectNoSeriousViolations(arabic);
  // Choosing a session opens the app, which fetches Arabic's catalogue and stays right to left.
  await arabic.locator('.bp-session').first().click();
  await expect(arabic.getByText(/^(بقي|بقيت|مكتمل)/).first()).toBeVisible();
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  await arabic.context().close();
});

test("an owner sets the business's language; a visitor who asks for none of ours reads it", async ({
  page,
  browser,
}) => {
  const owner = await newOwner(page, 'Lingua Studio');
  await owner.signInApp();
  await page.goto('/t/settings/');
  const profile = page.getByRole('form', { name: 'Business profile' });
  await profile.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Deutsch' }).click();
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('The business profile is saved.')).toBeVisible();

  const french = await bookingPageIn(browser, 'fr-FR', owner.tenant.slug);
  await expect(french.locator('html')).toHaveAttribute('lang', 'de');
  await expect(
    french.getByText('Bei Lingua Studio kann man noch nichts online buchen.'),
  ).toBeVisible();
  await french.context().close();

  // A browser that names one of the product's languages still reads its own.
  const english = await bookingPageIn(browser, 'en-GB', owner.tenant.slug);
  await expect(english.getByRole('heading', { level: 1, name: 'Book' })).toBeVisible();
  await english.context().close();
});
