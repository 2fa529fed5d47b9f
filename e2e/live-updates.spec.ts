import { expect, test, type Browser, type Page } from '@playwright/test';
import { sessionLinkUrl } from '../src/shared/booking-links.ts';
import { demoApi } from './demo-records.ts';
import { demoClient, signIn } from './stored-session.ts';

// Issue 21, point 3: screens follow changes made elsewhere without a reload. Two people at the
// front desk check a class in together and see who else has the roster open; a client watching
// a session sees its places go; their home shows a place the desk booked for them.

const minute = 60_000;

async function pageAs(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

/** A Vinyasa Flow session starting in ten minutes (so check-in is open), with two clients in it. */
async function sessionWithTwoPlaces(page: Page) {
  const api = await demoApi(page);
  const [tenant] = await api.rows<{ id: string }>('tenants?select=id&slug=eq.sunrise-yoga');
  const [service] = await api.rows<{ id: string }>('services?select=id&name=eq.Vinyasa%20Flow');
  const [option] = await api.rows<{ id: string }>(
    `service_options?select=id&service_id=eq.${service?.id}&kind=eq.drop_in`,
  );
  const clients = await api.rows<{ id: string; full_name: string }>(
    'clients?select=id,full_name&full_name=in.(Ben%20Carter,Farah%20Haddad)&order=full_name',
  );
  const booking = await api.insert<{ id: string }>('bookings', {
    tenant_id: tenant?.id,
    service_id: service?.id,
    starts_at: new Date(Date.now() + 10 * minute).toISOString(),
    ends_at: new Date(Date.now() + 70 * minute).toISOString(),
    capacity: 4,
  });
  for (const client of clients) {
    await api.rpc('enroll', {
      booking_id: booking.id,
      option_id: option?.id,
      client_id: client.id,
    });
  }
  return { api, bookingId: booking.id, serviceId: service?.id ?? '', optionId: option?.id ?? '' };
}

test.describe.configure({ timeout: 90_000 });

test('two front-desk screens see each other’s check-ins and who has the roster open', async ({
  browser,
}) => {
  const olivia = await pageAs(browser, 'owner@demo.test');
  const sam = await pageAs(browser, 'staff@demo.test');
  const { bookingId } = await sessionWithTwoPlaces(olivia);
  for (const page of [olivia, sam]) await page.goto(`/t/bookings/${bookingId}/attendance/`);

  await expect(olivia.getByText('Also open by Sam Staff')).toBeVisible({ timeout: 20_000 });
  await expect(sam.getByText('Also open by Olivia Owner')).toBeVisible();

  await olivia
    .getByRole('group', { name: 'Mark Ben Carter' })
    .getByRole('button', { name: 'Present' })
    .click();
  await expect(sam.getByRole('listitem', { name: 'Ben Carter: present' })).toBeVisible({
    timeout: 1_500,
  });
  await sam
    .getByRole('group', { name: 'Mark Farah Haddad' })
    .getByRole('button', { name: 'Late' })
    .click();
  await expect(olivia.getByRole('listitem', { name: 'Farah Haddad: late' })).toBeVisible({
    timeout: 1_500,
  });
  await expect(olivia.getByText('2 of 2 marked: 1 present, 1 late, 0 absent.')).toBeVisible();

  await sam.close();
  await expect(olivia.getByText(/Also open by/)).toBeHidden({ timeout: 10_000 });
});

test('the schedule, a session’s places left and a client’s home follow bookings made elsewhere', async ({
  browser,
}) => {
  const olivia = await pageAs(browser, 'owner@demo.test');
  const chris = await pageAs(browser, demoClient);
  await chris.setViewportSize({ width: 390, height: 844 });
  const { api, bookingId, serviceId, optionId } = await sessionWithTwoPlaces(olivia);

  await olivia.goto(`/t/bookings/${bookingId}/overview/`);
  await expect(olivia.getByText('2/4', { exact: true })).toBeVisible({ timeout: 20_000 });
  await chris.goto(sessionLinkUrl('', 'sunrise-yoga', { serviceId, bookingId }));
  await expect(chris.getByText('2 places left')).toBeVisible({ timeout: 20_000 });

  // The desk books Chris in: his session page and the desk's fill both move, and his home has it.
  const [chrisRecord] = await api.rows<{ id: string }>(
    'clients?select=id&full_name=eq.Chris%20Client',
  );
  await api.rpc('enroll', {
    booking_id: bookingId,
    option_id: optionId,
    client_id: chrisRecord?.id,
  });
  await expect(chris.getByText('1 place left')).toBeVisible({ timeout: 5_000 });
  await expect(olivia.getByText('3/4', { exact: true })).toBeVisible({ timeout: 5_000 });
  await chris.goto('/client-access');
  const upcoming = chris.getByRole('region', { name: 'Upcoming bookings' });
  const vinyasaSoon = async () => upcoming.getByText('Vinyasa Flow').count();
  // Chris's place in the first session is there once the page has loaded.
  await expect(upcoming.getByText('Vinyasa Flow').first()).toBeVisible({ timeout: 20_000 });
  const before = await vinyasaSoon();
  const second = await sessionWithTwoPlaces(olivia);
  await second.api.rpc('enroll', {
    booking_id: second.bookingId,
    option_id: optionId,
    client_id: chrisRecord?.id,
  });
  await expect.poll(vinyasaSoon, { timeout: 5_000 }).toBe(before + 1);
});
