import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServerOn,
  type TestServer,
} from '../../src/server/test-support/start-test-server.ts';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import { createTestTenant, type TestTenant } from '../../src/server/test-support/test-tenants.ts';

const at = (hour: number, minute = 0, dayOffset = 2) => {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + dayOffset);
  day.setUTCHours(hour, minute, 0, 0);
  return day.toISOString();
};

describe.each(testDatabaseKinds)('scheduling on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  let b: TestTenant;
  let staffId: string;
  let massage: string;
  let yoga: string;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    a = await createTestTenant(server, 'sched-a');
    b = await createTestTenant(server, 'sched-b');
    staffId = (
      (await a.owner.client.from('staff').select('id').eq('user_id', a.staff.id).single()).data as {
        id: string;
      }
    ).id;
    const { data } = await a.owner.client
      .from('services')
      .insert(
        [
          {
            tenant_id: a.id,
            kind: 'private',
            name: 'Massage',
            duration_minutes: 60,
            buffer_after_minutes: 15,
          },
          { tenant_id: a.id, kind: 'group', name: 'Yoga', duration_minutes: 60, capacity: 10 },
        ],
        { defaultToNull: false },
      )
      .select('id, name');
    const services = data as { id: string; name: string }[];
    massage = services.find((s) => s.name === 'Massage')?.id ?? '';
    yoga = services.find((s) => s.name === 'Yoga')?.id ?? '';
  });
  afterAll(() => server.stop());

  const appointment = (starts: string, ends: string) => ({
    tenant_id: a.id,
    service_id: massage,
    staff_id: staffId,
    starts_at: starts,
    ends_at: ends,
    capacity: 1,
  });

  it('never books a staff member twice, buffers included, until a booking is cancelled', async () => {
    const first = await a.staff.client
      .from('bookings')
      .insert(appointment(at(9), at(10)))
      .select('id')
      .single();
    expect(first.error).toBeNull();
    // 10:10 falls in the 15-minute buffer after the first appointment.
    const inBuffer = await a.staff.client
      .from('bookings')
      .insert(appointment(at(10, 10), at(11, 10)));
    expect({ status: inBuffer.status, code: inBuffer.error?.code }).toEqual({
      status: 400,
      code: '23P01',
    });
    const afterBuffer = await a.staff.client
      .from('bookings')
      .insert(appointment(at(10, 15), at(11, 15)));
    expect(afterBuffer.status).toBe(201);

    await a.staff.client
      .from('bookings')
      .update({ status: 'cancelled', cancelled_at: new Date().toISOString() })
      .eq('id', (first.data as { id: string }).id);
    // 09:00-09:55 plus its buffer ends at 10:10, clear of the 10:15 appointment.
    const rebooked = await a.staff.client.from('bookings').insert(appointment(at(9), at(9, 55)));
    expect(rebooked.status).toBe(201);
  });

  it('lets exactly one of many simultaneous bookings of one slot through', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 12 }, () =>
        a.staff.client.from('bookings').insert(appointment(at(14), at(15))),
      ),
    );
    expect(attempts.filter((attempt) => attempt.status === 201)).toHaveLength(1);
    expect(attempts.filter((attempt) => attempt.error?.code === '23P01')).toHaveLength(11);
  });

  it('refuses a private appointment without a staff member', async () => {
    const result = await a.staff.client
      .from('bookings')
      .insert({ ...appointment(at(18), at(19)), staff_id: null });
    expect({ status: result.status, code: result.error?.code }).toEqual({
      status: 400,
      code: 'staff_required',
    });
  });

  it('keeps one active place per client in a booking', async () => {
    const session = await a.staff.client
      .from('bookings')
      .insert({ tenant_id: a.id, service_id: yoga, starts_at: at(7), ends_at: at(8), capacity: 10 })
      .select('id')
      .single();
    const place = {
      tenant_id: a.id,
      booking_id: (session.data as { id: string }).id,
      client_id: a.client.clientId,
    };
    const first = await a.staff.client
      .from('enrollments')
      .insert({ ...place, status: 'confirmed' })
      .select('id')
      .single();
    expect(first.error).toBeNull();
    const second = await a.staff.client
      .from('enrollments')
      .insert({ ...place, status: 'waitlisted', waitlist_position: 1 });
    expect({ status: second.status, code: second.error?.code }).toEqual({
      status: 409,
      code: '23505',
    });
    await a.staff.client
      .from('enrollments')
      .update({ status: 'cancelled' })
      .eq('id', (first.data as { id: string }).id);
    expect(
      (await a.staff.client.from('enrollments').insert({ ...place, status: 'confirmed' })).status,
    ).toBe(201);

    const checkIn = await a.staff.client.from('attendance').insert({
      tenant_id: a.id,
      enrollment_id: (first.data as { id: string }).id,
      status: 'present',
      checked_in_at: new Date().toISOString(),
    });
    expect(checkIn.status).toBe(201);
    const note = await a.staff.client
      .from('client_notes')
      // Written in the owner's name, stored in the writer's.
      .insert({
        tenant_id: a.id,
        client_id: a.client.clientId,
        body: 'Prefers the front row',
        author_id: a.owner.id,
      })
      .select('author_id')
      .single();
    expect(note.data).toEqual({ author_id: a.staff.id });
  });

  it('refuses a place beyond capacity even when staff write the roster directly', async () => {
    const session = await a.staff.client
      .from('bookings')
      .insert({ tenant_id: a.id, service_id: yoga, starts_at: at(9), ends_at: at(10), capacity: 1 })
      .select('id')
      .single<{ id: string }>();
    const people = await a.staff.client
      .from('clients')
      .insert([
        { tenant_id: a.id, full_name: 'First in' },
        { tenant_id: a.id, full_name: 'Second in line' },
      ])
      .select('id')
      .returns<{ id: string }[]>();
    const [firstIn, other] = people.data ?? [];
    const place = { tenant_id: a.id, booking_id: session.data?.id };
    const first = await a.staff.client
      .from('enrollments')
      .insert({ ...place, client_id: firstIn?.id, status: 'confirmed' });
    expect(first.status).toBe(201);
    const over = await a.staff.client
      .from('enrollments')
      .insert({ ...place, client_id: other?.id, status: 'confirmed' });
    expect({ status: over.status, code: over.error?.code }).toEqual({
      status: 409,
      code: 'session_full',
    });
    const waiting = await a.staff.client
      .from('enrollments')
      .insert({ ...place, client_id: other?.id, status: 'waitlisted', waitlist_position: 1 })
      .select('id')
      .single<{ id: string }>();
    const promoted = await a.staff.client
      .from('enrollments')
      .update({ status: 'confirmed', waitlist_position: null })
      .eq('id', waiting.data?.id as string);
    expect(promoted.error?.code).toBe('session_full');
  });

  it('shows a client their own places and upcoming group sessions, and lets them write nothing', async () => {
    const { data: bookings } = await a.client.client.from('bookings').select('service_id');
    expect(new Set((bookings as { service_id: string }[]).map((row) => row.service_id))).toEqual(
      new Set([yoga]),
    );
    const { data: enrollments } = await a.client.client
      .from('enrollments')
      .select('client_id, status')
      .order('created_at');
    expect(enrollments).toEqual([
      { client_id: a.client.clientId, status: 'cancelled' },
      { client_id: a.client.clientId, status: 'confirmed' },
    ]);
    expect((await a.client.client.from('attendance').select('status')).data).toEqual([
      { status: 'present' },
    ]);
    expect((await a.client.client.from('client_notes').select()).data).toEqual([]);
    const selfEnroll = await a.client.client.from('enrollments').insert({
      tenant_id: a.id,
      booking_id: (bookings as { id?: string }[])[0]?.id,
      client_id: a.client.clientId,
      status: 'confirmed',
    });
    expect(selfEnroll.status).toBe(403);
  });

  it("shows another business's people none of it", async () => {
    for (const user of [b.owner, b.staff, b.client]) {
      for (const table of ['bookings', 'enrollments', 'attendance', 'client_notes']) {
        const { data } = await user.client.from(table).select('tenant_id').eq('tenant_id', a.id);
        expect(data, `${user.email} reading ${table}`).toEqual([]);
      }
    }
  });
});
