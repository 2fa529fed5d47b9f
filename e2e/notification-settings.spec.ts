import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { newOwner } from './new-client.ts';

// Issue 18, point 4: the business decides. An owner turns a message off, rewords the
// confirmation's subject and sees the preview follow, is stopped at an unknown placeholder,
// sends a test that the normal worker delivers to the mailbox, restores our wording; the
// screen passes axe on a phone and on a laptop.

const previewFrame = 'iframe[title="Preview of the email"]';

/**
 * axe on the screen, and on the previewed email as a page of its own: the preview's frame is
 * sandboxed without scripts, so axe cannot look inside it there.
 */
async function screenAndEmailPassAxe(page: Page) {
  await expectNoSeriousViolations(page, { exclude: [previewFrame] });
  const html = await page.locator(previewFrame).getAttribute('srcdoc');
  expect(html).toContain('<h1');
  const email = await page.context().newPage();
  await email.setContent(html ?? '');
  await expectNoSeriousViolations(email);
  await email.close();
}

test('an owner turns a message off, rewords the confirmation and finds the test in the mailbox', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const owner = await newOwner(page, 'Tide Studio');
  await owner.signInApp();

  await page.goto('/t/settings/');
  await page.getByRole('link', { name: 'Notifications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await screenAndEmailPassAxe(page);

  // Waitlist offers cannot be turned off, and say why; joining the waitlist can.
  const offer = page.getByRole('checkbox', { name: 'Waitlist offer' });
  await expect(offer).toBeChecked();
  await expect(offer).toBeDisabled();
  await expect(page.getByText('Always sent: it is the only way a client learns')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Joined the waitlist' }).uncheck();
  await page.getByRole('textbox', { name: 'Reply-to address' }).fill('not an address');
  await page.getByRole('button', { name: 'Save these choices' }).click();
  await expect(page.getByText('Enter one email address, such as')).toBeVisible();
  await page.getByRole('textbox', { name: 'Reply-to address' }).fill('desk@tide.test');
  await page.getByRole('button', { name: 'Save these choices' }).click();
  await expect(page.getByText('Saved. Messages from now on follow these choices.')).toBeVisible();
  const [saved] = await owner.rows<{ messages_off: string[]; message_reply_to: string }>(
    `tenants?select=messages_off,message_reply_to&id=eq.${owner.tenant.id}`,
  );
  expect(saved).toEqual({ messages_off: ['waitlist_joined'], message_reply_to: 'desk@tide.test' });

  // The confirmation, previewed with the business's name and a sample client.
  await expect(page.getByRole('combobox', { name: 'Message' })).toHaveValue('place_confirmed');
  const subject = page.getByTestId('preview-subject');
  await expect(subject).toHaveText(/^Booked: Evening Flow on /);
  const preview = page.frameLocator(previewFrame);
  await expect(preview.getByRole('heading', { level: 1, name: 'You are booked' })).toBeVisible();
  await expect(preview.getByText('Tide Studio', { exact: true })).toBeVisible();

  const subjectField = page.getByRole('textbox', { name: 'Subject' });
  await subjectField.fill('See you soon, {client_name}: {service} {nope}');
  await expect(page.getByText('{nope} is not a placeholder of this message.')).toBeVisible();
  await expect(subjectField).toHaveAttribute('aria-invalid', 'true');
  await subjectField.fill('See you soon, {client_name}: {service}');
  await expect(page.getByText('{nope} is not a placeholder')).toHaveCount(0);
  await expect(subject).toHaveText('See you soon, Sam Sample: Evening Flow');
  await page
    .getByRole('textbox', { name: 'Text', exact: true })
    .fill('Hello {client_name},\n\nBring a mat and water.');
  await expect(preview.getByText('Bring a mat and water.')).toBeVisible();
  await page.getByRole('tab', { name: 'Plain text' }).click();
  await expect(page.getByLabel('Preview of the plain text')).toContainText(
    'Hello Sam Sample,\n\nBring a mat and water.',
  );
  await expect(page.getByText('Save your changes first')).toBeVisible();
  await page.getByRole('button', { name: 'Save the wording' }).click();
  await expect(page.getByText('The wording of “Booking confirmed” is saved.')).toBeVisible();

  await page.getByRole('button', { name: 'Send me a test' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Test sent' });
  await expect(sent).toContainText(owner.email);
  await expect(sent.getByRole('link', { name: 'mailbox' })).toHaveAttribute('href', '/mailbox');

  // Delivered by the normal worker, worded as saved, from the business, replies to its desk.
  const mailbox = `/mailbox?to=${encodeURIComponent(owner.email)}`;
  await expect(async () => {
    await page.goto(mailbox);
    await expect(
      page.getByRole('heading', { level: 2, name: 'See you soon, Sam Sample: Evening Flow' }),
    ).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  const message = page.getByRole('article').filter({ hasText: 'See you soon, Sam Sample' });
  await expect(message).toContainText('Bring a mat and water.');
  await expect(message).toContainText('You are booked');

  // Back on the screen on a phone: restore our wording, and axe again.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/t/settings/notifications');
  await expect(page.getByRole('combobox', { name: 'Message' })).toHaveValue('place_confirmed');
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue(
    'See you soon, {client_name}: {service}',
  );
  await screenAndEmailPassAxe(page);
  await page.getByRole('button', { name: 'Restore the default' }).click();
  await expect(page.getByText('“Booking confirmed” uses our wording again.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
  await expect(subject).toHaveText(/^Booked: Evening Flow on /);
  expect(await owner.rows('message_templates?select=kind')).toEqual([]);
});

test('an owner words an account message’s text message and a staff email, each in its section', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const owner = await newOwner(page, 'Reef Studio');
  await owner.signInApp();
  await page.goto('/t/settings/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const subject = page.getByTestId('preview-subject');
  const preview = page.frameLocator(previewFrame);

  // Client account: a receipt, previewed from the sample, with a text message of its own.
  await page.getByRole('tab', { name: 'Client account' }).click();
  await expect(page.getByText('Documents to sign before a first booking, receipts')).toBeVisible();
  await page.getByRole('combobox', { name: 'Message' }).selectOption('payment_receipt');
  await expect(subject).toHaveText(/^Payment receipt: .*28\.00 to Reef Studio$/);
  await expect(preview.getByRole('heading', { name: 'Thank you for your payment' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '{amount}' })).toBeVisible();
  await screenAndEmailPassAxe(page);
  const sms = page.getByRole('textbox', { name: 'Text message' });
  await sms.fill('Got {amount} for {service}, {client_name}.');
  await expect(page.getByText('{service} is not a placeholder of this message.')).toBeVisible();
  await sms.fill('Got {amount}, thank you {client_name}! Balance: {balance}.');
  await page.getByRole('tab', { name: 'Text message' }).click();
  await expect(page.getByTestId('preview-sms')).toHaveText(
    /^Got .*28\.00, thank you Sam Sample! Balance: nothing owed\.$/,
  );
  await expect(page.getByTestId('preview-sms-length')).toContainText(
    'sent as 1 text message of up to 160 characters each',
  );
  await page.getByRole('button', { name: 'Save the wording' }).click();
  await expect(page.getByText('The wording of “Payment receipt” is saved.')).toBeVisible();

  // Staff: an email only, with the placeholders of a moved appointment; the test is delivered.
  await page.getByRole('tab', { name: 'Staff' }).click();
  await page.getByRole('combobox', { name: 'Message' }).selectOption('staff_appointment_moved');
  await expect(page.getByRole('textbox', { name: 'Text message' })).toHaveCount(0);
  await page
    .getByRole('textbox', { name: 'Subject' })
    .fill('Your diary: {client_name} now {when}, was {previous_when}');
  await expect(subject).toHaveText(/^Your diary: Sam Sample now .*, was .*$/);
  await screenAndEmailPassAxe(page);
  await page.getByRole('button', { name: 'Save the wording' }).click();
  await expect(page.getByText('The wording of “Appointment moved” is saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Send me a test' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Test sent' })).toContainText(
    owner.email,
  );
  expect(await owner.rows('message_templates?select=kind,subject,sms&order=kind')).toEqual([
    {
      kind: 'payment_receipt',
      subject: null,
      sms: 'Got {amount}, thank you {client_name}! Balance: {balance}.',
    },
    {
      kind: 'staff_appointment_moved',
      subject: 'Your diary: {client_name} now {when}, was {previous_when}',
      sms: null,
    },
  ]);
  await expect(async () => {
    await page.goto(`/mailbox?to=${encodeURIComponent(owner.email)}`);
    await expect(
      page.getByRole('heading', { level: 2, name: /^Your diary: Sam Sample now / }),
    ).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });

  // On a phone the sections and the editor still read well and pass axe.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/t/settings/notifications');
  await page.getByRole('tab', { name: 'Staff' }).click();
  await expect(page.getByRole('combobox', { name: 'Message' })).toHaveValue('staff_invitation');
  await expect(subject).toHaveText('You are invited to join Reef Studio');
  await screenAndEmailPassAxe(page);
  await page.getByRole('tab', { name: 'Client account' }).click();
  await page.getByRole('combobox', { name: 'Message' }).selectOption('payment_receipt');
  await expect(page.getByRole('textbox', { name: 'Text message' })).toHaveValue(
    'Got {amount}, thank you {client_name}! Balance: {balance}.',
  );
  await screenAndEmailPassAxe(page);
});

test('an owner words the confirmation in German and previews the Arabic email right to left', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const owner = await newOwner(page, 'Lagoon Studio');
  await owner.signInApp();
  await page.goto('/t/settings/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const subject = page.getByTestId('preview-subject');
  const preview = page.frameLocator(previewFrame);
  const language = page.getByRole('combobox', { name: 'Language' });
  // The business's default language first: English here.
  await expect(language).toHaveValue('en');

  // German: our wording in German in grey and in the preview, then the owner's own.
  await language.selectOption('de');
  await expect(subject).toHaveText(/^Gebucht: Abend-Flow am /);
  await expect(
    preview.getByRole('heading', { level: 1, name: 'Sie sind angemeldet' }),
  ).toBeVisible();
  const subjectField = page.getByRole('textbox', { name: 'Subject' });
  await expect(subjectField).toHaveAttribute('placeholder', /^Gebucht: Abend-Flow am /);
  await subjectField.fill('Bis bald, {client_name}!');
  await expect(subject).toHaveText('Bis bald, Sam Beispiel!');
  await page.getByRole('button', { name: 'Save the wording' }).click();
  await expect(page.getByText('The wording of “Booking confirmed” is saved.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Message' })).toContainText(
    'Booking confirmed (your wording)',
  );

  // English has none of its own: ours, not the German wording.
  await language.selectOption('en');
  await expect(subjectField).toHaveValue('');
  await expect(subject).toHaveText(/^Booked: Evening Flow on /);

  // Arabic: the email is laid out right to left.
  await language.selectOption('ar');
  await expect(subject).toHaveText(/^تم الحجز: /);
  const html = await page.locator(previewFrame).getAttribute('srcdoc');
  expect(html).toContain('<html lang="ar" dir="rtl">');
  await screenAndEmailPassAxe(page);
  expect(await owner.rows('message_templates?select=kind,locale,subject')).toEqual([
    { kind: 'place_confirmed', locale: 'de', subject: 'Bis bald, {client_name}!' },
  ]);
});
