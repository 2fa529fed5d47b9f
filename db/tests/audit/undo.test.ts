import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServerOn,
  type TestServer,
} from '../../../src/server/test-support/start-test-server.ts';
import {
  createTestCatalogue,
  type TestCatalogue,
} from '../../../src/server/test-support/test-catalogue.ts';
import { testDatabaseKinds } from '../../../src/server/test-support/test-database.ts';
import {
  createTestTenant,
  type TestTenant,
} from '../../../src/server/test-support/test-tenants.ts';
import { createTestUser } from '../../../src/server/test-support/test-users.ts';

// Issue 38, point 4: a cancellation (of a place or of a whole session), a check-in, a no-show
// mark, a removed note and an archived client can be undone for 24 hours, from the trail or
// from the confirmation, restoring places, sessions and the ledger exactly: what the change
// gave back or charged is answered by its opposite, never rewritten.

const hour = 3600 * 1000;
const at = (hours: number) => new Date(Date.now() + hours * hour).toISOString();

describe.each(testDatabaseKinds)('undo on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  let b: TestTenant;
  let catalogue: TestCatalogue;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    a = await createTestTenant(server, `undo-${kind}`);
    b = await createTestTenant(server, `undo-b-${kind}`);
    catalogue = await createTestCatalogue(a, 1);
    // Cancelling within 24 hours of the start costs 7.00; a no-show 9.00.
    await server.db.query(
      `update public.tenants set cancellation_window_minutes = 1440, late_cancel_fee_minor = 700,
              no_show_fee_minor = 900 where id = $1`,
      [a.id],
    );
  }, 60_000);
  afterAll(() => server.stop());

  async function session(startsInHours: number, capacity = 1): Promise<string> {
    const { data, error } = await a.owner.client
      .from('bookings')
      .insert({
        tenant_id: a.id,
        service_id: catalogue.yoga,
        starts_at: at(startsInHours),
        ends_at: at(startsInHours + 1),
        capacity,
      })
      .select('id')
      .single<{ id: string }>();
    if (error) throw new Error(error.message);
    return data.id;
  }
  async function enroll(booking: string, caller = a.client.client, option = catalogue.dropIn) {
    const { data, error } = await caller.rpc('enroll', {
      booking_id: booking,
      option_id: option,
    });
    if (error) throw new Error(error.message);
    return (data as { id: string }).id;
  }
  /** The client's balance (negative: owed) and credits left, as their records say. */
  async function standing() {
    const { data: balance } = await a.owner.client
      .from('client_balances')
      .select('balance_minor')
      .eq('client_id', a.client.clientId)
      .maybeSingle<{ balance_minor: number }>();
    const { data: credits } = await a.owner.client
      .from('client_credits')
      .select('credits_remaining')
      .eq('client_id', a.client.clientId);
    return {
      balance: balance?.balance_minor ?? 0,
      credits: (credits ?? []).map((row) => row.credits_remaining as number),
    };
  }
  async function placeStatus(id: string) {
    const { rows } = await server.db.query<{ status: string }>(
      'select status from public.enrollments where id = $1',
      [id],
    );
    return rows[0]?.status;
  }
  /** The newest entry of a record that can be undone, as its owner reads the trail. */
  async function undoableEntry(record: string) {
    const { data } = await a.owner.client
      .from('audit_trail')
      .select('id, undo_kind, undo_until, undone_at')
      .eq('record_id', record)
      .not('undo_kind', 'is', null)
      .order('id', { ascending: false })
      .limit(1)
      .single<{ id: number; undo_kind: string; undo_until: string; undone_at: string | null }>();
    if (!data) throw new Error(`no undoable entry for ${record}`);
    return data;
  }
  const refusal = async (request: PromiseLike<{ error: { code?: string } | null }>) =>
    (await request).error?.code;

  it('brings back a place cancelled late, and answers its fee with an adjustment', async () => {
    const place = await enroll(await session(5));
    const before = await standing();
    await a.owner.client.rpc('cancel_enrollment', { enrollment_id: place });
    expect(await placeStatus(place)).toBe('late_cancelled');
    expect((await standing()).balance).toBe(before.balance - 700);

    const entry = await undoableEntry(place);
    expect(entry).toMatchObject({ undo_kind: 'cancellation', undone_at: null });
    expect(Date.parse(entry.undo_until) - Date.now()).toBeGreaterThan(23 * hour);
    const undone = await a.owner.client.rpc('undo_change', { entry_id: entry.id });
    expect(undone.error).toBeNull();
    expect(undone.data).toMatchObject({ undone: 'cancellation' });
    expect(await placeStatus(place)).toBe('confirmed');
    expect(await standing()).toEqual(before);
    const { data: ledger } = await a.owner.client
      .from('transactions')
      .select('kind, amount_minor, note')
      .eq('enrollment_id', place)
      .order('created_at');
    expect(ledger).toEqual([
      { kind: 'charge', amount_minor: 1500, note: expect.any(String) },
      { kind: 'charge', amount_minor: 700, note: 'Late cancellation fee' },
      { kind: 'adjustment', amount_minor: 700, note: 'Undone: Late cancellation fee' },
    ]);
    // The undo is in the trail too, by the owner; the change is marked undone, once.
    expect((await undoableEntry(place)).undone_at).not.toBeNull();
    expect(await refusal(a.owner.client.rpc('undo_change', { entry_id: entry.id }))).toBe(
      'already_undone',
    );
    const { data: undoEntries } = await a.owner.client
      .from('audit_trail')
      .select('actor_kind, subject, action')
      .eq('record_id', place)
      .gt('id', entry.id);
    expect(undoEntries).toEqual([{ actor_kind: 'staff', subject: 'place', action: 'update' }]);
  });

  it('lets a client undo their own cancellation from its confirmation, taking the credit again', async () => {
    const bought = await a.owner.client.rpc('purchase_option', {
      tenant_id: a.id,
      client_id: a.client.clientId,
      option_id: catalogue.pack,
    });
    expect(bought.error).toBeNull();
    const place = await enroll(await session(72), a.client.client, catalogue.pack);
    const before = await standing();
    await a.client.client.rpc('cancel_enrollment', { enrollment_id: place });
    expect((await standing()).credits).not.toEqual(before.credits);

    expect(
      await refusal(a.staff.client.rpc('undo_last_change', { subject: 'place', record_id: place })),
    ).toBe('change_not_found');
    const undone = await a.client.client.rpc('undo_last_change', {
      subject: 'place',
      record_id: place,
    });
    expect(undone.error).toBeNull();
    expect(await placeStatus(place)).toBe('confirmed');
    expect(await standing()).toEqual(before);
  });

  it('brings back a session the business cancelled, with every place and what each was given back', async () => {
    const booking = await session(48, 3);
    const other = await createTestUser(server, `other@undo-${kind}.test`, 'Other Client');
    expect((await other.client.rpc('join_tenant', { slug: a.slug })).error).toBeNull();
    const places = [await enroll(booking), await enroll(booking, other.client)];
    const before = await standing();
    const cancelled = await a.owner.client.rpc('cancel_booking', {
      booking_id: booking,
      reason: 'Teacher ill',
    });
    expect(cancelled.data).toMatchObject({ places_cancelled: 2 });

    const undone = await a.owner.client.rpc('undo_change', {
      entry_id: (await undoableEntry(booking)).id,
    });
    expect(undone.error).toBeNull();
    const { rows } = await server.db.query<{ status: string; cancel_reason: string }>(
      'select status, cancel_reason from public.bookings where id = $1',
      [booking],
    );
    expect(rows).toEqual([{ status: 'scheduled', cancel_reason: '' }]);
    expect([await placeStatus(places[0] ?? ''), await placeStatus(places[1] ?? '')]).toEqual([
      'confirmed',
      'confirmed',
    ]);
    expect(await standing()).toEqual(before);
  });

  it('takes back a check-in, and a no-show with its fee', async () => {
    const place = await enroll(await session(1));
    expect((await a.staff.client.rpc('check_in', { enrollment_id: place })).error).toBeNull();
    const checkIn = await undoableEntry(place);
    expect(checkIn.undo_kind).toBe('check_in');
    expect((await a.owner.client.rpc('undo_change', { entry_id: checkIn.id })).error).toBeNull();
    const attendance = async () =>
      (
        await server.db.query('select status from public.attendance where enrollment_id = $1', [
          place,
        ])
      ).rows;
    expect(await attendance()).toEqual([]);

    const before = await standing();
    await a.staff.client.rpc('check_in', { enrollment_id: place, status: 'absent' });
    expect(await placeStatus(place)).toBe('no_show');
    expect((await standing()).balance).toBe(before.balance - 900);
    // The staff member who marked it undoes it from the confirmation.
    const undone = await a.staff.client.rpc('undo_last_change', {
      subject: 'attendance',
      record_id: place,
    });
    expect(undone.data).toMatchObject({ undone: 'no_show' });
    expect(await placeStatus(place)).toBe('confirmed');
    expect(await attendance()).toEqual([]);
    expect(await standing()).toEqual(before);
  });

  it('brings back a removed note with its own id, and an archived client', async () => {
    const { data: note } = await a.staff.client
      .from('client_notes')
      .insert({ tenant_id: a.id, client_id: a.client.clientId, body: 'Knee injury: no twists' })
      .select('*')
      .single<{ id: string; body: string; created_at: string }>();
    await a.staff.client.from('client_notes').delete().eq('id', note?.id);
    expect(
      (await a.staff.client.rpc('undo_last_change', { subject: 'note', record_id: note?.id }))
        .error,
    ).toBeNull();
    const { data: back } = await a.staff.client
      .from('client_notes')
      .select('*')
      .eq('id', note?.id)
      .single<{ id: string; body: string; created_at: string }>();
    expect(back).toMatchObject({ body: note?.body, created_at: note?.created_at });

    const client = a.client.clientId;
    await a.owner.client.from('clients').update({ status: 'archived' }).eq('id', client);
    const archived = await undoableEntry(client);
    expect(archived.undo_kind).toBe('archived_client');
    expect((await a.owner.client.rpc('undo_change', { entry_id: archived.id })).error).toBeNull();
    const { rows } = await server.db.query('select status from public.clients where id = $1', [
      client,
    ]);
    expect(rows).toEqual([{ status: 'active' }]);
  });

  it('refuses what cannot be undone, in words, and changes nothing', async () => {
    const client = a.client.clientId;
    // Not an action that can be undone: a phone number changed.
    await a.owner.client.from('clients').update({ phone: '+447700900555' }).eq('id', client);
    const { data: phone } = await a.owner.client
      .from('audit_trail')
      .select('id')
      .eq('record_id', client)
      .order('id', { ascending: false })
      .limit(1)
      .single<{ id: number }>();
    expect(await refusal(a.owner.client.rpc('undo_change', { entry_id: phone?.id }))).toBe(
      'not_undoable',
    );
    // Changed again since: archived, then renamed.
    await a.owner.client.from('clients').update({ status: 'archived' }).eq('id', client);
    const archived = await undoableEntry(client);
    await a.owner.client
      .from('clients')
      .update({ full_name: 'Renamed Meanwhile' })
      .eq('id', client);
    expect(await refusal(a.owner.client.rpc('undo_change', { entry_id: archived.id }))).toBe(
      'changed_since',
    );
    await a.owner.client.from('clients').update({ status: 'active' }).eq('id', client);

    // The place went to someone else meanwhile: the one-place session is full.
    const booking = await session(96);
    const place = await enroll(booking);
    await a.client.client.rpc('cancel_enrollment', { enrollment_id: place });
    const stranger = await createTestUser(server, `late@undo-${kind}.test`, 'Late Comer');
    await stranger.client.rpc('join_tenant', { slug: a.slug });
    await enroll(booking, stranger.client);
    const cancellation = await undoableEntry(place);
    expect(await refusal(a.owner.client.rpc('undo_change', { entry_id: cancellation.id }))).toBe(
      'place_taken',
    );
    expect(await placeStatus(place)).toBe('cancelled');

    // Someone else's change: a staff member may undo only their own; another business nothing.
    expect(await refusal(a.staff.client.rpc('undo_change', { entry_id: cancellation.id }))).toBe(
      'change_not_found',
    );
    expect(await refusal(b.owner.client.rpc('undo_change', { entry_id: cancellation.id }))).toBe(
      'change_not_found',
    );
    // More than 24 hours ago.
    const { rows } = await server.db.query<{ id: string }>(
      `insert into audit.entries (tenant_id, at, actor_kind, subject, action, record_id, before,
                                  after, txid)
       values ($1, now() - interval '25 hours', 'system', 'client', 'update', $2,
               '{"status": "active"}', '{"status": "archived"}', 1)
       returning id::text`,
      [a.id, client],
    );
    expect(
      await refusal(a.owner.client.rpc('undo_change', { entry_id: Number(rows[0]?.id) })),
    ).toBe('undo_expired');
  });
});
