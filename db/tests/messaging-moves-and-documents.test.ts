import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withRequestRole } from '../../src/server/db/with-request-role.ts';
import { renderMessage } from '../../src/server/messaging/templates/render-message.ts';
import {
  startTestServerOn,
  type TestServer,
} from '../../src/server/test-support/start-test-server.ts';
import {
  bookableHour,
  createTestCatalogue,
  type TestCatalogue,
} from '../../src/server/test-support/test-catalogue.ts';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import { createTestTenant, type TestTenant } from '../../src/server/test-support/test-tenants.ts';
import { createTestUser } from '../../src/server/test-support/test-users.ts';

// Issue 18, the last gaps (migration 0200): staff hear of an appointment of theirs that moved
// (to a new time, or to someone else), and clients hear of documents a business asks for after
// they joined; both in the transaction of the change, once per event, nothing when it rolls
// back. And the dashboard's failures of messages to the team are the owners' alone.

const hour = 3600 * 1000;
type Message = {
  id: string;
  event_key: string;
  kind: string;
  to_address: string;
  client_id: string | null;
  staff_id: string | null;
  snapshot: Record<string, unknown>;
};

describe.each(testDatabaseKinds)('moves and late documents on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  let catalogue: TestCatalogue;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    a = await createTestTenant(server, 'moves');
    catalogue = await createTestCatalogue(a);
  });
  afterAll(() => server.stop());

  const messages = async (where: string, params: unknown[]) =>
    (
      await server.db.query<Message>(
        `select id, event_key, kind, to_address, client_id, staff_id, snapshot
         from messaging.messages where ${where} order by created_at, kind, to_address`,
        params,
      )
    ).rows;
  const inTransaction = (userId: string, sqls: [string, unknown[]][], fail: boolean) =>
    withRequestRole(
      server.db,
      { role: 'authenticated', claims: { sub: userId, role: 'authenticated' } },
      async (tx) => {
        for (const [sql, params] of sqls) await tx.query(sql, params);
        if (fail) throw new Error('the request fails afterwards');
      },
    );
  const at = (daysAhead: number, plusHours = 0) =>
    new Date(bookableHour(daysAhead * 24 * hour).getTime() + plusHours * hour).toISOString();
  const bookPrivate = async (startsAt: string) => {
    const { data, error } = await a.client.client.rpc('book_private', {
      service_id: catalogue.massage,
      option_id: catalogue.variant,
      starts_at: startsAt,
    });
    if (error) throw new Error(error.message);
    return data as { id: string; booking_id: string };
  };
  const reschedule = 'select public.reschedule_booking($1, $2, $3, 1)';
  const sequence = async (booking: string) =>
    (
      await server.db.query<{ calendar_sequence: number }>(
        'select calendar_sequence from public.bookings where id = $1',
        [booking],
      )
    ).rows[0]?.calendar_sequence;
  const render = (message: Message | undefined) =>
    renderMessage(message?.kind ?? '', message?.snapshot, {
      siteUrl: 'https://book.example.com',
      organizer: { name: 'Studio moves', email: 'bookings@example.com' },
      attendee: message?.to_address ?? null,
      now: new Date(),
    });

  it('tells the staff member of their appointment’s new time, with an updated calendar event', async () => {
    const first = at(3);
    const place = await bookPrivate(first);
    const staffMoves = () =>
      messages("booking_id = $1 and kind like 'staff_appointment_mov%'", [place.booking_id]);

    // A move rolled back tells nobody.
    await expect(
      inTransaction(
        a.owner.id,
        [[reschedule, [place.booking_id, at(3, 2), catalogue.staffId]]],
        true,
      ),
    ).rejects.toThrow('the request fails afterwards');
    expect(await staffMoves()).toEqual([]);

    // Two moves in one transaction are one event: the time it committed with.
    await inTransaction(
      a.owner.id,
      [
        [reschedule, [place.booking_id, at(3, 1), catalogue.staffId]],
        [reschedule, [place.booking_id, at(3, 2), catalogue.staffId]],
      ],
      false,
    );
    const seq = await sequence(place.booking_id);
    const moved = await staffMoves();
    expect(moved.map((m) => [m.kind, m.to_address, m.event_key])).toEqual([
      ['staff_appointment_moved', a.staff.email, `staff:enrollment:${place.id}:moved:${seq}`],
    ]);
    expect(moved[0]).toMatchObject({
      staff_id: catalogue.staffId,
      client_id: null,
      snapshot: {
        session: { starts_at: expect.any(String) },
        previous: { starts_at: expect.any(String) },
        calendar: { uid: place.booking_id, sequence: seq },
      },
    });
    const snapshot = moved[0]?.snapshot as {
      session: { starts_at: string };
      previous: { starts_at: string };
    };
    expect(Date.parse(snapshot.previous.starts_at)).toBe(Date.parse(first));
    expect(Date.parse(snapshot.session.starts_at)).toBe(Date.parse(at(3, 2)));
    const email = render(moved[0]);
    expect(email.subject).toMatch(/^Moved: Client of moves, Massage, /);
    expect(email.calendar?.method).toBe('REQUEST');
    expect(email.calendar?.content).toContain(`UID:${place.booking_id}@book.example.com`);
    expect(email.calendar?.content).toContain(`SEQUENCE:${seq}`);
    // The client is told too, as before.
    expect(
      (await messages("booking_id = $1 and kind = 'booking_rescheduled'", [place.booking_id]))
        .length,
    ).toBeGreaterThan(0);

    // Staff who turned appointment emails off, or moved it themselves, are not told.
    await a.staff.client.rpc('set_appointment_emails', { tenant_id: a.id, enabled: false });
    await a.owner.client.rpc('reschedule_booking', {
      booking_id: place.booking_id,
      starts_at: at(3, 3),
      staff_id: catalogue.staffId,
      capacity: 1,
    });
    await a.staff.client.rpc('set_appointment_emails', { tenant_id: a.id, enabled: true });
    const bySelf = await a.staff.client.rpc('reschedule_booking', {
      booking_id: place.booking_id,
      starts_at: at(3, 4),
      staff_id: catalogue.staffId,
      capacity: 1,
    });
    expect(bySelf.error).toBeNull();
    expect(await staffMoves()).toHaveLength(1);
  });

  it('tells the one who had it that it moved away, and the one who has it now that it is booked', async () => {
    const place = await bookPrivate(at(5));
    const added = await a.owner.client
      .from('staff')
      .insert({ tenant_id: a.id, display_name: 'Second Teacher', email: 'second@moves.test' })
      .select('id')
      .single<{ id: string }>();
    expect(added.error).toBeNull();
    const second = added.data?.id ?? '';
    const moved = await a.owner.client.rpc('reschedule_booking', {
      booking_id: place.booking_id,
      starts_at: at(5),
      staff_id: second,
      capacity: 1,
    });
    expect(moved.error).toBeNull();
    const seq = await sequence(place.booking_id);
    const told = await messages(
      "booking_id = $1 and kind like 'staff_%' and event_key like '%:' || $2",
      [place.booking_id, String(seq)],
    );
    expect(told.map((m) => [m.kind, m.to_address, m.staff_id, m.event_key])).toEqual([
      [
        'staff_appointment_booked',
        'second@moves.test',
        second,
        `staff:enrollment:${place.id}:booked:${seq}`,
      ],
      [
        'staff_appointment_moved_away',
        a.staff.email,
        catalogue.staffId,
        `staff:enrollment:${place.id}:moved_away:${seq}`,
      ],
    ]);
    const [booked, away] = told.map(render);
    expect(booked?.calendar?.method).toBe('REQUEST');
    expect(booked?.text).toContain('Hello Second Teacher,');
    expect(away?.calendar?.method).toBe('CANCEL');
    expect(away?.calendar?.content).toContain(`UID:${place.booking_id}@book.example.com`);
    expect(away?.text).toContain('is now with Second Teacher');
    // Only the staff changed: the client's time did not, so they hear nothing new.
    expect(
      await messages("booking_id = $1 and kind = 'booking_rescheduled'", [place.booking_id]),
    ).toEqual([]);
  });

  it('sends the documents a business asks for later to the clients it now stops, once per version', async () => {
    const owner = a.owner.client;
    const join = async (name: string) => {
      const user = await createTestUser(server, `${name}@moves.test`, name);
      const joined = await user.client.rpc('join_tenant', { slug: 'moves' });
      return { ...user, clientId: (joined.data as { id: string }).id };
    };
    const newcomer = await join('newcomer');
    const archived = await join('archived');
    const signer = await join('signer');
    await owner.from('clients').update({ status: 'archived' }).eq('id', archived.clientId);
    const documents = () => messages("kind = 'documents_to_sign'", []);

    // Documents turned on with nothing required yet, or a template saved and rolled back: none.
    await owner.from('tenants').update({ documents_before_first_booking: true }).eq('id', a.id);
    expect(await documents()).toEqual([]);
    await expect(
      inTransaction(
        a.owner.id,
        [
          [
            'select public.save_document_template($1, $2, $3, required_before_booking => true)',
            [a.id, 'Lost waiver', 'Never published.'],
          ],
        ],
        true,
      ),
    ).rejects.toThrow('the request fails afterwards');
    expect(await documents()).toEqual([]);

    const saved = await owner.rpc('save_document_template', {
      tenant_id: a.id,
      title: 'Health waiver',
      body: 'I take part at my own risk.',
      required_before_booking: true,
    });
    expect(saved.error).toBeNull();
    const template = (saved.data as { id: string }).id;
    // Those with an account and no place yet; not the archived, not a.client (booked before).
    const first = await documents();
    expect(first.map((m) => [m.client_id, m.event_key]).sort()).toEqual(
      [newcomer.clientId, signer.clientId]
        .map((client) => [client, `documents:${client}:${template}@1`])
        .sort(),
    );
    expect(first[0]?.snapshot).toMatchObject({
      documents: [{ title: 'Health waiver', version: 1 }],
    });
    expect(render(first[0]).subject).toContain('a document to sign');

    // One signs; a new version goes to the one who has not, once, and a change of title only
    // or a document nobody must sign asks nothing new of anyone.
    const signed = await signer.client.rpc('sign_document', {
      tenant_id: a.id,
      template_id: template,
      signed_name: 'signer',
      consent: true,
    });
    expect(signed.error).toBeNull();
    const republish = (body: string) =>
      owner.rpc('save_document_template', {
        tenant_id: a.id,
        title: 'Health waiver',
        body,
        template_id: template,
      });
    expect((await republish('I take part at my own risk, version 2.')).error).toBeNull();
    expect((await republish('I take part at my own risk, version 2.')).error).toBeNull();
    await owner.rpc('save_document_template', {
      tenant_id: a.id,
      title: 'Newsletter consent',
      body: 'Optional.',
    });
    const after = await documents();
    expect(after.slice(first.length).map((m) => [m.client_id, m.event_key])).toEqual([
      [newcomer.clientId, `documents:${newcomer.clientId}:${template}@2`],
    ]);
    await owner.from('tenants').update({ documents_before_first_booking: false }).eq('id', a.id);
  });

  it('shows failed messages to the team to owners only', async () => {
    await server.db.query(
      `update messaging.messages set status = 'failed', failed_at = now(),
         last_error = 'Mailbox unavailable', leased_by = null, lease_expires_at = null
       where tenant_id = $1 and kind like 'staff_appointment_%'`,
      [a.id],
    );
    const owners = await a.owner.client
      .from('team_messages')
      .select('kind, staff_name, status, last_error')
      .eq('status', 'failed');
    expect(owners.error).toBeNull();
    expect(owners.data?.length).toBeGreaterThan(0);
    expect(owners.data).toContainEqual({
      kind: 'staff_appointment_moved_away',
      staff_name: expect.any(String),
      status: 'failed',
      last_error: 'Mailbox unavailable',
    });
    // Staff see none of the team's messages, their own neither; clients nothing at all.
    expect((await a.staff.client.from('team_messages').select('id')).data).toEqual([]);
    expect((await a.client.client.from('team_messages').select('id')).data).toEqual([]);
    // Their reading of the clients' messages is as before.
    expect(
      ((await a.staff.client.from('client_messages').select('id')).data ?? []).length,
    ).toBeGreaterThan(0);
  });
});
