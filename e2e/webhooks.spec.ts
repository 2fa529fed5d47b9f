import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { expectNoSeriousViolations } from './accessibility.ts';
import { dayAhead, studio } from './calendar-studio.ts';
import { insertAs } from './owner-rows.ts';
import { signIn, storeSession } from './stored-session.ts';

// Issue 38, point 1: an owner adds a webhook endpoint pointing at a receiver of their own (a
// trial allows http and this machine's addresses, WEBHOOKS_ALLOW_PRIVATE), after the address
// field refused a bad address; sends a test event and sees it delivered in the log; rotates the
// secret (two signatures for a day); and a booking made afterwards reaches the receiver, signed
// with both secrets. Each state is checked with axe and photographed at a phone's width and a
// desktop's, and the endpoint's page in Arabic.

test.describe.configure({ timeout: 180_000 });

const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 900 };

async function photograph(page: Page, name: string) {
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `test-results/webhooks/${name}-390.png`, fullPage: true });
  await page.setViewportSize(desktop);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `test-results/webhooks/${name}-1366.png`, fullPage: true });
  await page.setViewportSize(phone);
}

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on this machine that answers 204 to every POST and keeps what it was sent. */
async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/booking`,
    received,
    /** The bodies' types, in the order they came. */
    types: () => received.map(({ body }) => (JSON.parse(body) as { type: string }).type),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Whether `secret` verifies the delivery, as a receiver using standardwebhooks checks it. */
function verifies(secret: string, delivery: Received): boolean {
  try {
    new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>);
    return true;
  } catch {
    return false;
  }
}

test('an owner adds an endpoint, tests it, rotates its secret and receives a booking', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(phone);
  const receiver = await startReceiver();
  try {
    const day = dayAhead();
    const { owner, serviceId, optionId, staffId } = await studio(page, day);
    await owner.signInApp();

    await page.goto('/t/settings');
    await page.getByRole('link', { name: 'Open webhooks' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    await expect(page.getByText('No endpoints yet. A webhook tells another tool')).toBeVisible();
    await photograph(page, 'empty');

    // The form opens with the address focused; a bad address is refused beside it.
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const form = page.getByRole('form', { name: 'Add an endpoint' });
    const address = form.getByRole('textbox', { name: 'Address' });
    await expect(address).toBeFocused();
    await address.fill('https://user:secret@example.com/hooks');
    await form.getByRole('checkbox', { name: 'All booking events' }).check();
    await expect(form.getByRole('checkbox', { name: /^Booking made/ })).toBeChecked();
    await form.getByRole('checkbox', { name: /^Client added/ }).check();
    await expect(form.getByRole('checkbox', { name: 'All client events' })).toHaveAttribute(
      'data-indeterminate',
      'true',
    );
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(address).toHaveAccessibleDescription(/Enter a whole https:\/\/ address/);
    await expect(address).toBeFocused();
    await photograph(page, 'refused');

    await address.fill(receiver.url);
    await form.getByRole('textbox', { name: 'Description' }).fill('Accounting');
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(page.getByText('The endpoint is added.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: receiver.url })).toBeVisible();
    await expect(page.getByText('Events are sent as they happen.')).toBeVisible();

    // The secret stays hidden until asked for.
    await expect(page.getByText('The secret is hidden.')).toBeVisible();
    await page.getByRole('button', { name: 'Show secret' }).click();
    const secretText = page.getByText(/^whsec_/);
    const firstSecret = (await secretText.textContent()) ?? '';
    expect(firstSecret).toMatch(/^whsec_/);

    // The test event is delivered, signed, and shows in the log.
    await page.getByRole('button', { name: 'Send test event' }).click();
    const log = page.getByRole('region', { name: 'Delivery log' });
    await expect(log.getByText('Delivered')).toBeVisible({ timeout: 30_000 });
    await expect(log.getByText('Test event', { exact: true })).toBeVisible();
    expect(receiver.types()).toEqual(['webhook.test']);
    expect(verifies(firstSecret, receiver.received[0] as Received)).toBe(true);
    await log.getByRole('button', { name: /^Payload of Test event/ }).click();
    await expect(page.getByRole('dialog')).toContainText('"type": "webhook.test"');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await photograph(page, 'delivered');

    // Rotating explains the day of two signatures, and shows the new secret.
    await page.getByRole('button', { name: 'Rotate secret' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('For the next 24 hours each delivery carries two');
    await confirm.getByRole('button', { name: 'Rotate secret' }).click();
    await expect(page.getByText('The secret is rotated.')).toBeVisible();
    await expect(page.getByText(/^The previous secret also signs until/)).toBeVisible();
    const secondSecret = (await secretText.textContent()) ?? '';
    expect(secondSecret).toMatch(/^whsec_/);
    expect(secondSecret).not.toBe(firstSecret);

    // A booking made now reaches the receiver, signed with both secrets.
    const client = await insertAs(page, owner, 'clients', {
      tenant_id: owner.tenant.id,
      full_name: 'Webhook Client',
    });
    const [slot] = await owner.rpc<{ starts_at: string }[]>('available_slots', {
      service_id: serviceId,
      option_id: optionId,
      from: `${day}T00:00:00Z`,
      to: `${day}T23:59:00Z`,
      staff_id: staffId,
    });
    await owner.rpc('book_private', {
      service_id: serviceId,
      option_id: optionId,
      starts_at: slot?.starts_at,
      staff_id: staffId,
      client_id: client.id,
    });
    await expect.poll(receiver.types, { timeout: 30_000 }).toContain('booking.created');
    const booking = receiver.received.find(({ body }) => body.includes('"booking.created"'));
    expect(verifies(firstSecret, booking as Received)).toBe(true);
    expect(verifies(secondSecret, booking as Received)).toBe(true);
    await page.reload();
    await expect(log.getByText('Booking made', { exact: true })).toBeVisible();

    // "Send again" sends the test event anew, with the id it had.
    await log.getByRole('button', { name: /^Send Test event of .* again$/ }).click();
    await expect(page.getByText('The event is sent again, with the same id')).toBeVisible();
    await expect.poll(() => receiver.types().length, { timeout: 30_000 }).toBe(4);
    const tests = receiver.received.filter(({ body }) => body.includes('"webhook.test"'));
    expect(tests.map(({ headers }) => headers['webhook-id'])).toEqual([
      tests[0]?.headers['webhook-id'],
      tests[0]?.headers['webhook-id'],
    ]);

    // Turned off, it says so and what to do; its description and events are changed.
    const enabled = page.getByRole('switch', { name: 'Send events to this address' });
    await enabled.click({ force: true });
    await expect(page.getByText('The endpoint is off: nothing is sent to it.')).toBeVisible();
    await expect(page.getByText('Turned off: nothing is sent.')).toBeVisible();
    await enabled.click({ force: true });
    await expect(page.getByText('Events are sent as they happen.')).toBeVisible();
    const edit = page.getByRole('form', { name: 'Address and events' });
    await edit.getByRole('textbox', { name: 'Description' }).fill('Accounting (Xero)');
    await edit.getByRole('checkbox', { name: 'All client events' }).click();
    await expect(edit.getByRole('checkbox', { name: /^Client changed/ })).toBeChecked();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('The endpoint is saved.')).toBeVisible();

    // The list shows the endpoint, on, with its last delivery.
    await page.getByRole('link', { name: 'All webhooks' }).click();
    await expect(page.getByText('Accounting (Xero)')).toBeVisible();
    await expect(page.getByText('7 events')).toBeVisible();
    await expect(page.getByText(/, status 204$/)).toBeVisible();
    await photograph(page, 'list');

    // The endpoint's page in Arabic reads right to left, its address still left to right.
    const arabic = await browser.newContext({ viewport: phone, locale: 'ar' });
    const inArabic = await arabic.newPage();
    await storeSession(inArabic, owner.session);
    await inArabic.goto('/t/settings/webhooks');
    await expect(inArabic.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(inArabic.getByRole('heading', { level: 1, name: 'الويب هوك' })).toBeVisible();
    await inArabic.getByRole('button', { name: 'إضافة نقطة استقبال' }).click();
    await expect(inArabic.getByRole('textbox', { name: 'العنوان' })).toBeFocused();
    await photograph(inArabic, 'list-ar');
    await inArabic.getByRole('link', { name: receiver.url }).click();
    await expect(inArabic.getByRole('region', { name: 'سجل الإرسال' })).toContainText('وصل');
    await photograph(inArabic, 'endpoint-ar');
    await arabic.close();

    // Deleting asks first, then the list is empty again.
    await page.getByRole('link', { name: receiver.url }).click();
    await page.getByRole('button', { name: 'Delete endpoint' }).click();
    const deleting = page.getByRole('dialog');
    await expect(deleting).toContainText('its delivery log is deleted');
    await deleting.getByRole('button', { name: 'Delete endpoint' }).click();
    await expect(page.getByText(`The endpoint ${receiver.url} is deleted.`)).toBeVisible();
    await expect(page.getByText('No endpoints yet.', { exact: false })).toBeVisible();
  } finally {
    await receiver.close();
  }
});

test('a staff member finds no webhooks card, and the address says who sets them up', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await signIn(page, 'staff@demo.test');
  await page.goto('/t/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open webhooks' })).toHaveCount(0);
  await page.goto('/t/settings/webhooks');
  await expect(page.getByText('Webhooks are for owners and admins')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add endpoint' })).toHaveCount(0);
});
