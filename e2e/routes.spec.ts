import { expect, test, type Page } from '@playwright/test';
import { productName } from '../src/web/product-name.ts';
import { demoClientId, demoId } from './demo-records.ts';
import { demoClient, demoOwner, signIn } from './stored-session.ts';

const serviceId = '3f2b8c1e-5a4d-4e6f-9a7b-1c2d3e4f5a6b';
const bookingId = '9d1c7a52-0b8e-4c3f-8e21-6a4b5c7d8e9f';
const optionId = 'c0ffee00-1234-4abc-8def-0123456789ab';
// Detail screens show a real record (an unknown one says "There is no ..."): demo records,
// whose ids each test looks up, since the demo data is made afresh on every start.
const clientId = 'demo-client-id';
const demoServiceId = 'demo-service-id';
const staffId = 'demo-staff-id';
const demoBookingId = 'demo-booking-id';
const demoRecords: Record<string, [table: string, filter: string]> = {
  [clientId]: ['clients', 'full_name=eq.Chris%20Client'],
  [demoServiceId]: ['services', 'name=eq.Vinyasa%20Flow'],
  [staffId]: ['staff', 'display_name=eq.Maya%20Patel'],
  [demoBookingId]: ['booking_summaries', 'service_name=eq.Yin%20Yoga'],
};
async function withDemoIds(page: Page, path: string) {
  for (const [placeholder, [table, filter]] of Object.entries(demoRecords)) {
    if (path.includes(placeholder)) {
      return path.replace(placeholder, await demoId(page, table, filter));
    }
  }
  return path;
}

/**
 * Every route of SPEC.md section 2, with the heading that proves its own screen rendered. Of
 * the detail tabs, the first stands for the rest here: tenant-clients.spec.ts and
 * tenant-bookings.spec.ts open every tab and check it with axe.
 */
const screens: ReadonlyArray<{ path: string; heading: string; section?: string; tabs?: string }> = [
  { path: '/', heading: productName },
  { path: '/demo/tanstack-query', heading: 'TanStack Query demo' },
  { path: '/t/login/', heading: 'Sign in to your business' },
  { path: '/t/signup/', heading: 'Create a business account' },
  { path: '/t/onboarding/', heading: 'Set up your business' },
  { path: '/client-access/login/', heading: 'Sign in to book' },
  { path: '/client-access/signup/', heading: 'Create a client account' },
  { path: '/client-access/onboarding/', heading: 'Find your business' },
  { path: '/client-access', heading: 'Home' },
  { path: '/client-access/settings', heading: 'Settings' },
  { path: '/client-access/documents', heading: 'Documents' },
  { path: '/client-access/membership', heading: 'Your membership' },
  { path: '/client-access/register/', heading: 'Book' },
  {
    path: `/client-access/register/private-options?service_id=${serviceId}`,
    heading: 'Book a private appointment',
  },
  {
    path: `/client-access/register/group-options/?service_id=${serviceId}&booking_id=${bookingId}`,
    heading: 'Choose how to pay',
  },
  {
    path: `/client-access/register/group-options/${optionId}?service_id=${serviceId}&booking_id=${bookingId}`,
    heading: 'Confirm your booking',
  },
  { path: '/t', heading: 'Dashboard' },
  { path: '/t/bookings/', heading: 'Bookings' },
  { path: '/t/clients/', heading: 'Clients' },
  { path: '/t/services/', heading: 'Services' },
  { path: '/t/settings/', heading: 'Settings' },
  { path: '/t/settings/calendars', heading: 'Calendars' },
  { path: '/t/settings/webhooks', heading: 'Webhooks' },
  { path: '/t/staff/', heading: 'Staff' },
  { path: '/t/transactions/', heading: 'Transactions' },
  { path: '/t/memberships/', heading: 'Memberships' },
  { path: '/t/reports/', heading: 'Reports' },
  { path: '/t/activity/', heading: 'Activity' },
  { path: `/t/services/${demoServiceId}/`, heading: 'Vinyasa Flow' },
  { path: `/t/staff/${staffId}/`, heading: 'Maya Patel' },
  {
    path: `/t/clients/${clientId}/overview/`,
    heading: 'Chris Client',
    section: 'Overview',
    tabs: 'Client',
  },
  {
    path: `/t/clients/${clientId}/membership/`,
    heading: 'Chris Client',
    section: 'Membership',
    tabs: 'Client',
  },
  {
    path: `/t/clients/${clientId}/history/`,
    heading: 'Chris Client',
    section: 'History',
    tabs: 'Client',
  },
  {
    path: `/t/bookings/${demoBookingId}/overview/`,
    heading: 'Yin Yoga',
    section: 'Overview',
    tabs: 'Booking',
  },
  {
    path: `/t/bookings/${demoBookingId}/history/`,
    heading: 'Yin Yoga',
    section: 'History',
    tabs: 'Booking',
  },
];

async function expectNoFallback(page: Page) {
  await expect(page.getByText('Not Found', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Something went wrong!', { exact: true })).toHaveCount(0);
}

/** The area screens and onboarding need a session; sign-in and sign-up are open to everyone. */
const needsSession = (path: string) =>
  /^\/(t|client-access)(\/|$)/.test(path) && !/\/(login|signup)\//.test(path);

for (const { path, heading, section, tabs = heading } of screens) {
  test(`${path} renders its screen`, async ({ page }) => {
    if (needsSession(path)) {
      await signIn(page, path.startsWith('/client-access') ? demoClient : demoOwner);
    }
    await page.goto(await withDemoIds(page, path));
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    if (section) {
      await expect(
        page.getByRole('heading', { level: 2, name: section, exact: true }),
      ).toBeVisible();
      const tabList = page.getByRole('navigation', { name: `${tabs} sections` });
      await expect(tabList.getByRole('link', { name: section, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    await expectNoFallback(page);
  });
}

test('a screen written with a trailing slash also answers without it, and the other way round', async ({
  page,
}) => {
  await signIn(page, demoClient);
  await page.goto('/client-access/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Book' })).toBeVisible();
  await page.goto('/client-access/settings/');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expectNoFallback(page);
});

test('the bare client and booking addresses show their overview tab', async ({ page }) => {
  await signIn(page);
  const chris = await demoClientId(page);
  await page.goto(`/t/clients/${chris}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/t/clients/${chris}/overview/$`));

  const yinYoga = await withDemoIds(page, demoBookingId);
  await page.goto(`/t/bookings/${yinYoga}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/t/bookings/${yinYoga}/overview/$`));
});

test('a registration link to a service or session the client cannot book says so', async ({
  page,
}) => {
  await signIn(page, demoClient);
  await page.goto(`/client-access/register/private-options?service_id=${serviceId}`);
  await expect(page.getByText(/This private service is not offered for booking/)).toBeVisible();
  await page.goto(
    `/client-access/register/group-options/${optionId}?service_id=${serviceId}&booking_id=${bookingId}`,
  );
  await expect(page.getByText(/This session is not open for booking/)).toBeVisible();
  await page.getByRole('link', { name: 'Back to the catalogue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book', exact: true })).toBeVisible();
});

test('/client-access/logout signs out and lands on the client sign-in screen', async ({ page }) => {
  await page.goto('/client-access/logout');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to book' })).toBeVisible();
  await expect(page).toHaveURL(/\/client-access\/login\/$/);
});

const brokenLinks: ReadonlyArray<{ path: string; message: string }> = [
  {
    path: '/client-access/register/private-options',
    message: 'This link is missing the service to book. Choose a service from the catalogue.',
  },
  {
    path: '/client-access/register/private-options?service_id=not-a-uuid',
    message: 'The service in this link is not a valid one. Choose a service from the catalogue.',
  },
  {
    path: '/client-access/register/private-options?service_id=123',
    message: 'The service in this link is not a valid one. Choose a service from the catalogue.',
  },
  {
    path: '/client-access/register/group-options/',
    message: 'This link is missing the service to book. Choose a service from the catalogue.',
  },
  {
    path: `/client-access/register/group-options/?service_id=${serviceId}`,
    message: 'This link is missing the session to book. Choose a session from the catalogue.',
  },
  {
    path: `/client-access/register/group-options/?service_id=${serviceId}&booking_id=42`,
    message: 'The session in this link is not a valid one. Choose a session from the catalogue.',
  },
  {
    path: `/client-access/register/group-options/${optionId}?booking_id=${bookingId}`,
    message: 'This link is missing the service to book. Choose a service from the catalogue.',
  },
  {
    path: `/client-access/register/group-options/not-an-option?service_id=${serviceId}&booking_id=${bookingId}`,
    message:
      'The way to pay in this link is not a valid one. Choose the session again from the catalogue.',
  },
];

for (const { path, message } of brokenLinks) {
  test(`${path} explains the broken link and leads back to the catalogue`, async ({ page }) => {
    await signIn(page, demoClient);
    await page.goto(path);
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expectNoFallback(page);

    await page.getByRole('link', { name: 'Back to the catalogue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Book', exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/client-access\/register\/$/);
  });
}
