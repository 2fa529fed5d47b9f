import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServerOn,
  type TestServer,
} from '../../src/server/test-support/start-test-server.ts';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import {
  createTestCatalogue,
  type TestCatalogue,
} from '../../src/server/test-support/test-catalogue.ts';
import { createTestTenant, type TestTenant } from '../../src/server/test-support/test-tenants.ts';
import { renderMessage } from '../../src/server/messaging/templates/render-message.ts';
import { placeholdersFor } from '../../src/shared/messages/message-placeholders.ts';
import {
  messageKinds,
  messageSnapshot,
  textedKinds,
} from '../../src/shared/messages/message-snapshot.ts';

// Issue 18, point 4: what a business decides about its messages (0160_message_settings.sql):
// its sender, the kinds it turned off (which messaging.enqueue and the reminder sweep skip),
// its own wording per kind under its policies, and "Send me a test".

const hour = 3600 * 1000;

describe.each(testDatabaseKinds)('message settings on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  let b: TestTenant;
  let catalogue: TestCatalogue;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    a = await createTestTenant(server, 'notify-a');
    b = await createTestTenant(server, 'notify-b');
    catalogue = await createTestCatalogue(a);
  });
  afterAll(() => server.stop());

  const setTenant = (changes: Record<string, unknown>) =>
    a.owner.client.from('tenants').update(changes).eq('id', a.id).select('id');

  it('keeps a sender name and reply-to address the owner sets, and refuses malformed ones', async () => {
    const saved = await setTenant({
      message_sender_name: 'Sunrise Studio',
      message_reply_to: 'desk@sunrise.test',
    });
    expect(saved.error).toBeNull();
    for (const bad of [
      { message_sender_name: 'Evil <x@y.z>' },
      { message_sender_name: ' padded ' },
      { message_reply_to: 'not an address' },
      { message_reply_to: 'a@b.c, d@e.f' },
      { message_reply_to: 'a@localhost' },
    ]) {
      const refused = await setTenant(bad);
      expect(refused.error?.code, JSON.stringify(bad)).toBe('23514');
    }
    // Staff cannot change the business: their update matches no row.
    const byStaff = await a.staff.client
      .from('tenants')
      .update({ message_sender_name: 'Staff' })
      .eq('id', a.id)
      .select('id');
    expect(byStaff.data).toEqual([]);
    const { rows } = await server.db.query(
      'select sender_name, reply_to from messaging.business_wording($1, $2, $3)',
      [a.id, 'reminder', 'en'],
    );
    expect(rows).toEqual([{ sender_name: 'Sunrise Studio', reply_to: 'desk@sunrise.test' }]);
  });

  it('never lets a waitlist offer or a cancelled session be turned off', async () => {
    for (const off of [['waitlist_offer'], ['reminder', 'session_cancelled'], ['Bad kind']]) {
      const refused = await setTenant({ messages_off: off });
      expect(refused.error?.code, off.join()).toBe('23514');
    }
    expect((await setTenant({ messages_off: ['reminder', 'waitlist_joined'] })).error).toBeNull();
    expect((await setTenant({ messages_off: [] })).error).toBeNull();
  });

  it('enqueues no message of a kind turned off, and again once it is back on', async () => {
    const enqueue = async (event: string) =>
      (
        await server.db.query<{ queued: number }>(
          `select messaging.enqueue($1, $2, $3, 'waitlist_joined', '{}') as queued`,
          [a.id, a.client.clientId, event],
        )
      ).rows[0]?.queued;
    await setTenant({ messages_off: ['waitlist_joined'] });
    expect(await enqueue('off:1')).toBe(0);
    await setTenant({ messages_off: [] });
    expect(await enqueue('off:2')).toBe(1);
  });

  it('sends no reminders while they are off', async () => {
    await setTenant({ reminder_minutes: 180, second_reminder_minutes: null });
    const starts = Date.now() + 4 * hour;
    const { data: booking, error } = await a.staff.client
      .from('bookings')
      .insert({
        tenant_id: a.id,
        service_id: catalogue.yoga,
        starts_at: new Date(starts).toISOString(),
        ends_at: new Date(starts + hour).toISOString(),
        capacity: 4,
      })
      .select('id')
      .single<{ id: string }>();
    expect(error).toBeNull();
    const enrolled = await a.staff.client.rpc('enroll', {
      booking_id: booking?.id,
      option_id: catalogue.dropIn,
      client_id: a.client.clientId,
    });
    expect(enrolled.error).toBeNull();
    // Due an hour from now: the sweep runs as if an hour and a half had passed.
    const sweep = async () =>
      (
        await server.db.query<{ queued: number }>(
          'select messaging.enqueue_due_reminders($1) as queued',
          [new Date(Date.now() + 1.5 * hour)],
        )
      ).rows[0]?.queued;
    await setTenant({ messages_off: ['reminder'] });
    expect(await sweep()).toBe(0);
    await setTenant({ messages_off: [] });
    expect(await sweep()).toBe(1);
  });

  it('lets owners write the wording, the team read it, and nobody of another business either', async () => {
    const row = {
      tenant_id: a.id,
      kind: 'place_confirmed',
      subject: 'You are in: {service}',
      body: 'Hello {client_name}.',
    };
    expect((await a.owner.client.from('message_templates').upsert(row)).error).toBeNull();
    const staffRead = await a.staff.client.from('message_templates').select('kind, subject');
    expect(staffRead.data).toEqual([{ kind: 'place_confirmed', subject: 'You are in: {service}' }]);
    // Staff, another business's owner and a client may not write it; the last two see nothing.
    const staffWrite = await a.staff.client
      .from('message_templates')
      .upsert({ ...row, subject: 'By staff' });
    expect(staffWrite.error?.code).toBe('42501');
    const otherWrite = await b.owner.client
      .from('message_templates')
      .insert({ ...row, kind: 'reminder' });
    expect(otherWrite.error?.code).toBe('42501');
    expect((await b.owner.client.from('message_templates').select()).data).toEqual([]);
    expect((await a.client.client.from('message_templates').select()).data).toEqual([]);
    const noChange = await b.owner.client
      .from('message_templates')
      .update({ subject: 'Changed' })
      .eq('tenant_id', a.id)
      .select();
    expect(noChange.data).toEqual([]);
    // An override with nothing in it is no override, and a subject is one line.
    for (const bad of [
      { subject: null, body: null },
      { subject: 'Two\nlines' },
      { body: ' padded ' },
    ]) {
      const refused = await a.owner.client.from('message_templates').upsert({ ...row, ...bad });
      expect(refused.error?.code, JSON.stringify(bad)).toBe('23514');
    }
    const { rows } = await server.db.query(
      'select subject, body from messaging.business_wording($1, $2, $3)',
      [a.id, 'place_confirmed', 'en'],
    );
    expect(rows).toEqual([{ subject: 'You are in: {service}', body: 'Hello {client_name}.' }]);
    // Restoring the default is deleting the row.
    const restored = await a.owner.client
      .from('message_templates')
      .delete()
      .eq('tenant_id', a.id)
      .eq('kind', 'place_confirmed')
      .select('kind');
    expect(restored.data).toEqual([{ kind: 'place_confirmed' }]);
  });

  it('sends an owner a test of a kind, even a kind turned off, to their own email', async () => {
    await setTenant({ messages_off: ['reminder'] });
    const sent = await a.owner.client.rpc('send_test_message', {
      tenant_id: a.id,
      kind: 'reminder',
    });
    expect(sent.error).toBeNull();
    const { event_key, to } = sent.data as { event_key: string; to: string };
    expect(to).toBe(a.owner.email);
    expect(event_key).toMatch(/^test:[0-9a-f-]{36}$/);
    const { rows } = await server.db.query<{
      kind: string;
      channel: string;
      to_address: string;
      user_id: string;
      client_id: string | null;
      snapshot: unknown;
    }>(
      `select kind, channel, to_address, user_id, client_id, snapshot
       from messaging.messages where event_key = $1`,
      [event_key],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'reminder',
      channel: 'email',
      to_address: a.owner.email,
      user_id: a.owner.id,
      client_id: null,
    });
    // The sample fits what the templates render, with the business's own facts.
    const snapshot = messageSnapshot.parse(rows[0]?.snapshot);
    expect(snapshot.business).toMatchObject({
      name: 'Studio notify-a',
      time_zone: 'Europe/London',
    });
    expect(snapshot.client.name).toBe('Sam Sample');
    const startsIn = Date.parse(snapshot.session.starts_at) - Date.now();
    expect(startsIn).toBeGreaterThan(6 * 24 * hour);
    expect(startsIn).toBeLessThan(8 * 24 * hour);
    expect(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/London',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(snapshot.session.starts_at)),
    ).toBe('18:00');
    await setTenant({ messages_off: [] });
  });

  it('refuses tests to staff, other businesses, malformed kinds, and past five in ten minutes', async () => {
    const send = (user: TestUser, tenant: string, what = 'place_confirmed') =>
      user.client.rpc('send_test_message', { tenant_id: tenant, kind: what });
    const byStaff = await send(a.staff, a.id);
    expect([byStaff.status, byStaff.error?.code]).toEqual([403, 'forbidden']);
    const byOther = await send(b.owner, a.id);
    expect([byOther.status, byOther.error?.code]).toEqual([403, 'forbidden']);
    const malformed = await send(a.owner, a.id, 'Robert"); drop');
    expect([malformed.status, malformed.error?.code]).toEqual([400, 'unknown_kind']);
    // A well-formed name that is no kind of ours is refused too, saying so.
    const unknown = await send(a.owner, a.id, 'birthday_wishes');
    expect([unknown.status, unknown.error?.code]).toEqual([400, 'unknown_kind']);
    expect(unknown.error?.message).toContain('There is no message of kind "birthday_wishes"');
    // A language the product does not speak is refused (it is not sent, so it does not count).
    const french = await a.owner.client.rpc('send_test_message', {
      tenant_id: a.id,
      kind: 'place_confirmed',
      locale: 'fr',
    });
    expect([french.status, french.error?.code]).toEqual([400, '23514']);
    // One was sent by the test above; four more are allowed.
    for (let n = 0; n < 4; n++) expect((await send(a.owner, a.id)).error).toBeNull();
    const sixth = await send(a.owner, a.id);
    expect([sixth.status, sixth.error?.code]).toEqual([429, 'too_many_tests']);
    expect(sixth.error?.message).toContain('Wait a few minutes');
    // Another owner's allowance is their own.
    expect((await send(b.owner, b.id)).error).toBeNull();
  });
  it('knows the same kinds, placeholders and texted kinds as the app', async () => {
    const { rows } = await server.db.query<{
      kind: string;
      placeholders: string[];
      texts: boolean;
    }>('select kind, placeholders, texts from messaging.message_kinds()');
    expect(rows.map((row) => row.kind).sort()).toEqual([...messageKinds].sort());
    for (const row of rows) {
      expect(row.placeholders, row.kind).toEqual(placeholdersFor(row.kind).map((p) => p.name));
      expect(row.texts, row.kind).toBe(textedKinds.includes(row.kind as never));
    }
  });

  it('refuses a wording of no kind of ours, a placeholder the kind lacks, and a text for an email-only kind', async () => {
    const write = (row: Record<string, unknown>) =>
      a.owner.client.from('message_templates').upsert({ tenant_id: a.id, ...row });
    const noKind = await write({ kind: 'birthday_wishes', subject: 'Happy birthday' });
    expect([noKind.status, noKind.error?.code]).toEqual([400, 'unknown_kind']);
    const wrong = await write({
      kind: 'payment_receipt',
      subject: 'Paid {amount}',
      body: 'For {service} on {when}.',
    });
    expect([wrong.status, wrong.error?.code]).toEqual([400, 'unknown_placeholder']);
    expect(wrong.error?.message).toContain('The text names {service}, {when}');
    const wrongText = await write({ kind: 'reminder', sms: 'Soon: {amount}' });
    expect(wrongText.error?.code).toBe('unknown_placeholder');
    expect(wrongText.error?.message).toContain('The text message names {amount}');
    const emailOnly = await write({ kind: 'staff_invitation', sms: 'Join {business_name}' });
    expect([emailOnly.status, emailOnly.error?.code]).toEqual([400, 'no_texts']);
    // The staff and account kinds take their own placeholders, texts where they are texted.
    for (const row of [
      { kind: 'staff_invitation', subject: 'Join {business_name} as {role}', body: null },
      { kind: 'no_show_fee', subject: null, body: 'A fee of {amount} for {service}.' },
      { kind: 'payment_receipt', subject: null, body: null, sms: 'Got {amount}, {client_name}.' },
    ]) {
      expect((await write(row)).error, row.kind).toBeNull();
    }
    await a.owner.client.from('message_templates').delete().eq('tenant_id', a.id);
  });

  it('keeps a wording per language, the default language’s when none is named', async () => {
    await setTenant({ locale: 'de' });
    const write = (row: Record<string, unknown>) =>
      a.owner.client
        .from('message_templates')
        .insert({ tenant_id: a.id, kind: 'waitlist_joined', ...row })
        .select('locale, subject');
    // Written without a language: the business's default (German now).
    expect((await write({ subject: 'Warteliste: {service}' })).data).toEqual([
      { locale: 'de', subject: 'Warteliste: {service}' },
    ]);
    expect((await write({ locale: 'en', subject: 'Waitlist: {service}' })).error).toBeNull();
    const twice = await write({ locale: 'en', subject: 'Again' });
    expect(twice.error?.code).toBe('23505');
    const unknown = await write({ locale: 'fr', subject: 'Liste' });
    expect(unknown.error?.code).toBe('23514');
    const wording = async (locale: string) =>
      (
        await server.db.query<{ subject: string | null }>(
          'select subject from messaging.business_wording($1, $2, $3)',
          [a.id, 'waitlist_joined', locale],
        )
      ).rows;
    expect(await wording('de')).toEqual([{ subject: 'Warteliste: {service}' }]);
    expect(await wording('en')).toEqual([{ subject: 'Waitlist: {service}' }]);
    // No Spanish wording: ours, never another language's.
    expect(await wording('es')).toEqual([{ subject: null }]);
    await a.owner.client.from('message_templates').delete().eq('tenant_id', a.id);
    await setTenant({ locale: 'en' });
  });

  it('decides whose language a message is in: the account’s, the client’s, the business’s', async () => {
    const locale = async (who: { client?: string; staff?: string; user?: string }) =>
      (
        await server.db.query<{ locale: string }>(
          'select messaging.person_locale($1, $2, $3, $4) as locale',
          [a.id, who.client ?? null, who.staff ?? null, who.user ?? null],
        )
      ).rows[0]?.locale;
    const setAccount = (id: string, value: unknown) =>
      server.db.query(
        `update auth.users set raw_user_meta_data =
           jsonb_set(coalesce(raw_user_meta_data, '{}'), '{locale}', $2::jsonb) where id = $1`,
        [id, JSON.stringify(value)],
      );
    const client = a.client.clientId;
    expect(await locale({ client })).toBe('en');
    await setTenant({ locale: 'es' });
    expect(await locale({ client })).toBe('es');
    await server.db.query('update public.clients set locale = $2 where id = $1', [client, 'ar']);
    expect(await locale({ client })).toBe('ar');
    await setAccount(a.client.id, 'de');
    expect(await locale({ client })).toBe('de');
    // What is not one of the four is passed over.
    await setAccount(a.client.id, 'fr');
    expect(await locale({ client })).toBe('ar');
    await setAccount(a.client.id, { not: 'a language' });
    expect(await locale({ client })).toBe('ar');
    const { rows } = await server.db.query<{ id: string }>(
      'select id from public.staff where tenant_id = $1 and user_id = $2',
      [a.id, a.staff.id],
    );
    const staff = rows[0]?.id ?? '';
    expect(await locale({ staff })).toBe('es');
    await setAccount(a.staff.id, 'ar');
    expect(await locale({ staff })).toBe('ar');
    expect(await locale({ user: a.staff.id })).toBe('ar');
    await server.db.query('update public.clients set locale = null where id = $1', [client]);
    await server.db.query(
      "update auth.users set raw_user_meta_data = raw_user_meta_data - 'locale' where id = any($1)",
      [[a.client.id, a.staff.id]],
    );
    await setTenant({ locale: 'en' });
  });

  it('sends a test of every kind the screen offers, each rendering from the sample', async () => {
    const { rows } = await server.db.query<{ snapshot: unknown }>(
      "select messaging.sample_snapshot($1, 'Sam Sample') as snapshot",
      [a.id],
    );
    for (const kind of messageKinds) {
      const message = renderMessage(kind, rows[0]?.snapshot, {
        siteUrl: 'https://book.example.com',
        organizer: { name: 'Studio notify-a', email: 'bookings@example.com' },
        attendee: 'owner@notify-a.test',
        now: new Date(),
      });
      expect(message.subject, kind).not.toBe('');
    }
    const staffTest = await b.owner.client.rpc('send_test_message', {
      tenant_id: b.id,
      kind: 'staff_appointment_moved_away',
    });
    expect(staffTest.error).toBeNull();
  });
});

type TestUser = TestTenant['owner'];
