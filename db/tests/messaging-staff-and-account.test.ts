import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withRequestRole } from '../../src/server/db/with-request-role.ts';
import {
  startTestServerOn,
  type TestServer,
} from '../../src/server/test-support/start-test-server.ts';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import {
  bookableHour,
  createTestCatalogue,
  type TestCatalogue,
} from '../../src/server/test-support/test-catalogue.ts';
import { createTestTenant, type TestTenant } from '../../src/server/test-support/test-tenants.ts';
import { createTestUser } from '../../src/server/test-support/test-users.ts';

// Issue 18, point 2, the rest: the staff's messages (the invitation, private appointments booked
// or cancelled with them) and the client's account messages (documents to sign before a first
// booking, receipts, the no-show fee), each enqueued in the transaction of its change, once per
// event, and nothing when that transaction rolls back.

const hour = 3600 * 1000;
type Message = {
  event_key: string;
  kind: string;
  channel: string;
  to_address: string;
  client_id: string | null;
  staff_id: string | null;
  snapshot: Record<string, unknown>;
};

describe.each(testDatabaseKinds)('staff and account messages on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  let catalogue: TestCatalogue;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    a = await createTestTenant(server, 'staffmsg');
    catalogue = await createTestCatalogue(a);
  });
  afterAll(() => server.stop());

  const messages = async (where: string, params: unknown[]) =>
    (
      await server.db.query<Message>(
        `select event_key, kind, channel, to_address, client_id, staff_id, snapshot
         from messaging.messages where ${where} order by created_at, kind, channel`,
        params,
      )
    ).rows;
  const asUser = (userId: string) => ({
    role: 'authenticated' as const,
    claims: { sub: userId, role: 'authenticated' },
  });
  const rolledBack = async (userId: string, sql: string, params: unknown[]) => {
    const attempt = withRequestRole(server.db, asUser(userId), async (tx) => {
      await tx.query(sql, params);
      throw new Error('the request fails afterwards');
    });
    await expect(attempt).rejects.toThrow('the request fails afterwards');
  };

  it('emails the invited address the invitation, again when renewed, and nothing rolled back', async () => {
    await rolledBack(a.owner.id, 'select public.invite_staff($1, $2)', [
      a.id,
      'lost@staffmsg.test',
    ]);
    expect(await messages('to_address = $1', ['lost@staffmsg.test'])).toEqual([]);

    const { data, error } = await a.owner.client.rpc('invite_staff', {
      tenant_id: a.id,
      email: 'New.Teacher@staffmsg.test',
      role: 'admin',
    });
    expect(error).toBeNull();
    const invitation = data as { id: string; expires_at: string };
    const sent = await messages('to_address = $1', ['new.teacher@staffmsg.test']);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      kind: 'staff_invitation',
      channel: 'email',
      client_id: null,
      event_key: expect.stringMatching(new RegExp(`^invitation:${invitation.id}:\\d+`)),
      snapshot: {
        business: { name: 'Studio staffmsg', time_zone: 'Europe/London' },
        invitation: {
          email: 'new.teacher@staffmsg.test',
          role: 'admin',
          invited_by: 'Owner of staffmsg',
        },
      },
    });
    // Inviting again renews it (a new expiry): a second email; revoking sends nothing.
    await a.owner.client.rpc('invite_staff', {
      tenant_id: a.id,
      email: 'new.teacher@staffmsg.test',
      role: 'staff',
    });
    const again = await messages('to_address = $1', ['new.teacher@staffmsg.test']);
    expect(again.map((m) => [m.kind, (m.snapshot.invitation as { role: string }).role])).toEqual([
      ['staff_invitation', 'admin'],
      ['staff_invitation', 'staff'],
    ]);
    await a.owner.client.from('invitations').delete().eq('id', invitation.id);
    expect(await messages('to_address = $1', ['new.teacher@staffmsg.test'])).toHaveLength(2);
  });

  const bookPrivate = async (daysAhead: number) => {
    const starts = bookableHour(daysAhead * 24 * hour).toISOString();
    const { data, error } = await a.client.client.rpc('book_private', {
      service_id: catalogue.massage,
      option_id: catalogue.variant,
      starts_at: starts,
    });
    if (error) throw new Error(error.message);
    return data as { id: string; booking_id: string };
  };
  const staffMessages = (booking: string) =>
    messages('booking_id = $1 and staff_id is not null', [booking]);

  it('tells the staff member of a private appointment booked and cancelled with them, unless they turned it off', async () => {
    const place = await bookPrivate(3);
    await a.client.client.rpc('cancel_enrollment', { enrollment_id: place.id });
    const told = await staffMessages(place.booking_id);
    expect(told.map((m) => [m.kind, m.to_address, m.event_key])).toEqual([
      ['staff_appointment_booked', a.staff.email, `staff:enrollment:${place.id}:booked`],
      ['staff_appointment_cancelled', a.staff.email, `staff:enrollment:${place.id}:cancelled`],
    ]);
    expect(told[0]).toMatchObject({
      staff_id: catalogue.staffId,
      client_id: null,
      snapshot: {
        client: { name: 'Client of staffmsg' },
        session: { private: true, service: 'Massage', staff: expect.any(String) },
      },
    });

    // A booking rolled back tells nobody.
    const starts = bookableHour(6 * 24 * hour).toISOString();
    await rolledBack(a.client.id, 'select public.book_private($1, $2, $3)', [
      catalogue.massage,
      catalogue.variant,
      starts,
    ]);
    expect(
      await messages(
        "kind like 'staff_appointment_%' and snapshot #>> '{session,starts_at}' is not null and (snapshot #>> '{session,starts_at}')::timestamptz = $1",
        [starts],
      ),
    ).toEqual([]);

    // Only the staff member turns it off: the owner may not, for them.
    const byOwner = await a.owner.client
      .from('staff')
      .update({ appointment_emails: false })
      .eq('id', catalogue.staffId);
    expect(byOwner.error).toMatchObject({ code: 'forbidden' });
    const off = await a.staff.client.rpc('set_appointment_emails', {
      tenant_id: a.id,
      enabled: false,
    });
    expect(off.error).toBeNull();
    expect(off.data).toMatchObject({ id: catalogue.staffId, appointment_emails: false });
    const quiet = await bookPrivate(4);
    await a.client.client.rpc('cancel_enrollment', { enrollment_id: quiet.id });
    expect(await staffMessages(quiet.booking_id)).toEqual([]);
    await a.staff.client.rpc('set_appointment_emails', { tenant_id: a.id, enabled: true });

    // Cancelling the session row itself tells the staff member too, once.
    const cancelled = await bookPrivate(5);
    await a.owner.client
      .from('bookings')
      .update({ status: 'cancelled', cancelled_at: new Date().toISOString() })
      .eq('id', cancelled.booking_id);
    expect((await staffMessages(cancelled.booking_id)).map((m) => m.kind)).toEqual([
      'staff_appointment_booked',
      'staff_appointment_cancelled',
    ]);
  });

  it('does not tell staff of what they did themselves', async () => {
    const starts = bookableHour(8 * 24 * hour).toISOString();
    const { data, error } = await a.staff.client.rpc('book_private', {
      service_id: catalogue.massage,
      option_id: catalogue.variant,
      starts_at: starts,
      client_id: a.client.clientId,
    });
    expect(error).toBeNull();
    const place = data as { booking_id: string };
    expect(await staffMessages(place.booking_id)).toEqual([]);
    // The client is told, as always.
    expect((await messages('booking_id = $1', [place.booking_id])).map((m) => m.kind)).toEqual([
      'place_confirmed',
    ]);
  });

  it('sends a newcomer the documents to sign before a first booking, once per version', async () => {
    const owner = a.owner.client;
    await owner.from('tenants').update({ documents_before_first_booking: true }).eq('id', a.id);
    const saved = await owner.rpc('save_document_template', {
      tenant_id: a.id,
      title: 'Health waiver',
      body: 'I take part at my own risk.',
      required_before_booking: true,
    });
    expect(saved.error).toBeNull();
    const template = (saved.data as { id: string }).id;

    const lost = await createTestUser(server, 'lost-joiner@staffmsg.test', 'Lost Joiner');
    await rolledBack(lost.id, 'select public.join_tenant($1)', ['staffmsg']);
    expect(await messages("kind = 'documents_to_sign'", [])).toEqual([]);

    const newcomer = await createTestUser(server, 'newcomer@staffmsg.test', 'Nora Newcomer');
    const joined = await newcomer.client.rpc('join_tenant', { slug: 'staffmsg' });
    const clientId = (joined.data as { id: string }).id;
    await newcomer.client.rpc('join_tenant', { slug: 'staffmsg' });
    const told = await messages("kind = 'documents_to_sign'", []);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      client_id: clientId,
      to_address: 'newcomer@staffmsg.test',
      event_key: `documents:${clientId}:${template}@1`,
      snapshot: {
        client: { name: 'Nora Newcomer' },
        documents: [{ title: 'Health waiver', version: 1 }],
      },
    });
    // A client who has signed, or a business that does not ask, gets nothing.
    await owner.from('tenants').update({ documents_before_first_booking: false }).eq('id', a.id);
    const other = await createTestUser(server, 'other@staffmsg.test', 'Otto Other');
    await other.client.rpc('join_tenant', { slug: 'staffmsg' });
    expect(await messages("kind = 'documents_to_sign'", [])).toHaveLength(1);
  });

  it('sends receipts for payments and refunds with the new balance, and a no-show fee notice', async () => {
    const client = a.client.clientId;
    await rolledBack(a.owner.id, 'select public.record_payment($1, $2, 999, $3)', [
      a.id,
      client,
      'cash',
    ]);
    expect(await messages("kind like '%receipt'", [])).toEqual([]);

    const balance = async () =>
      (
        await server.db.query<{ balance_minor: string }>(
          'select balance_minor from public.client_balances where tenant_id = $1 and client_id = $2',
          [a.id, client],
        )
      ).rows[0]?.balance_minor;
    const paid = await a.owner.client.rpc('record_payment', {
      tenant_id: a.id,
      client_id: client,
      amount_minor: 5000,
      method: 'card',
      note: 'Ten-class pack',
    });
    expect(paid.error).toBeNull();
    const payment = paid.data as { id: string };
    const afterPayment = Number(await balance());
    const refunded = await a.owner.client.rpc('refund', {
      tenant_id: a.id,
      payment_id: payment.id,
      amount_minor: 1250,
    });
    expect(refunded.error).toBeNull();
    const refund = refunded.data as { id: string };

    const receipts = await messages("kind like '%receipt'", []);
    expect(receipts.map((m) => [m.kind, m.event_key, m.to_address])).toEqual([
      ['payment_receipt', `transaction:${payment.id}`, a.client.email],
      ['refund_receipt', `transaction:${refund.id}`, a.client.email],
    ]);
    expect(receipts[0]?.snapshot).toMatchObject({
      business: { currency: 'GBP' },
      entry: { kind: 'payment', amount_minor: 5000, method: 'card', note: 'Ten-class pack' },
      balance_minor: afterPayment,
    });
    expect(receipts[1]?.snapshot).toMatchObject({
      entry: { kind: 'refund', amount_minor: 1250, refund_of: { amount_minor: 5000 } },
      balance_minor: afterPayment - 1250,
    });

    // The no-show fee: charged when staff mark the place absent, told once; taken back silently.
    await a.owner.client.from('tenants').update({ no_show_fee_minor: 800 }).eq('id', a.id);
    const place = await bookPrivate(10);
    expect(
      (await a.staff.client.rpc('check_in', { enrollment_id: place.id, status: 'absent' })).error,
    ).toBeNull();
    await a.staff.client.rpc('check_in', { enrollment_id: place.id, status: 'absent' });
    const fees = await messages("kind = 'no_show_fee'", []);
    expect(fees).toHaveLength(1);
    expect(fees[0]?.snapshot).toMatchObject({
      entry: {
        kind: 'charge',
        amount_minor: 800,
        session: { service: 'Massage', status: 'no_show' },
      },
    });
    const beforeUndo = Number(await balance());
    await a.staff.client.rpc('check_in', { enrollment_id: place.id, status: 'present' });
    expect(Number(await balance())).toBe(beforeUndo + 800);
    expect(await messages("kind = 'no_show_fee'", [])).toHaveLength(1);
    // A booking's own charge and a late cancellation's fee are told in their own messages.
    expect(
      (await messages("event_key like 'transaction:%'", [])).map((m) => m.kind).sort(),
    ).toEqual(['no_show_fee', 'payment_receipt', 'refund_receipt']);
  });
});
