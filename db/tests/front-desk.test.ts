import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServerOn,
  type TestServer,
} from '../../src/server/test-support/start-test-server.ts';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import { createTestTenant, type TestTenant } from '../../src/server/test-support/test-tenants.ts';

type Row = Record<string, unknown>;
const hour = 3600 * 1000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

/** A zone where it is between 03:00 and 20:00 now, so that the next two hours are still today. */
function daytimeZone(): string {
  for (const zone of ['Europe/London', 'Asia/Tokyo']) {
    const local = Number(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        hour: '2-digit',
        hourCycle: 'h23',
      }).format(new Date()),
    );
    if (local >= 3 && local < 20) return zone;
  }
  throw new Error('London and Tokyo cover every hour between them.');
}

describe.each(testDatabaseKinds)('the front desk on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  let b: TestTenant;
  let zone: string;
  let sessionId: string;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    a = await createTestTenant(server, 'desk-a');
    b = await createTestTenant(server, 'desk-b');
    zone = daytimeZone();
    const owner = a.owner.client;
    await owner.from('tenants').update({ time_zone: zone }).eq('id', a.id);
    const service = await owner
      .from('services')
      .insert({
        tenant_id: a.id,
        kind: 'group',
        name: 'Dawn flow',
        duration_minutes: 60,
        capacity: 2,
      })
      .select('id')
      .single();
    const serviceId = (service.data as Row).id;
    const sessions = await owner
      .from('bookings')
      .insert([
        {
          tenant_id: a.id,
          service_id: serviceId,
          starts_at: at(hour),
          ends_at: at(2 * hour),
          capacity: 2,
        },
        {
          tenant_id: a.id,
          service_id: serviceId,
          starts_at: at(30 * hour),
          ends_at: at(31 * hour),
          capacity: 2,
        },
      ])
      .select('id, starts_at')
      .order('starts_at');
    expect(sessions.error).toBeNull();
    sessionId = ((sessions.data as Row[])[0] as Row).id as string;
    const clients = await owner
      .from('clients')
      .insert([
        { tenant_id: a.id, full_name: 'Robin Early' },
        { tenant_id: a.id, full_name: 'Wren Waiting' },
      ])
      .select('id, full_name')
      .order('full_name');
    const [robin, wren] = clients.data as Row[];
    const places = await owner.from('enrollments').insert([
      { tenant_id: a.id, booking_id: sessionId, client_id: a.client.clientId, status: 'confirmed' },
      { tenant_id: a.id, booking_id: sessionId, client_id: robin?.id, status: 'confirmed' },
      {
        tenant_id: a.id,
        booking_id: sessionId,
        client_id: wren?.id,
        status: 'waitlisted',
        waitlist_position: 1,
      },
    ]);
    expect(places.error).toBeNull();
    const own = await owner
      .from('enrollments')
      .select('id')
      .eq('client_id', a.client.clientId)
      .single();
    expect(
      (await a.staff.client.rpc('check_in', { enrollment_id: (own.data as Row).id })).error,
    ).toBeNull();

    const paid = await owner.rpc('record_payment', {
      tenant_id: a.id,
      client_id: robin?.id,
      amount_minor: 1200,
      method: 'card',
    });
    await owner.rpc('refund', {
      tenant_id: a.id,
      payment_id: (paid.data as Row).id,
      amount_minor: 200,
    });
    await owner.rpc('record_payment', {
      tenant_id: a.id,
      client_id: a.client.clientId,
      amount_minor: 500,
      method: 'cash',
    });
    await b.owner.client.rpc('record_payment', {
      tenant_id: b.id,
      client_id: b.client.clientId,
      amount_minor: 9900,
      method: 'cash',
    });
  }, 60_000);
  afterAll(() => server.stop());

  it("gives staff today's sessions with their fill, the arrivals and the money taken", async () => {
    const { data, error } = await a.staff.client.rpc('dashboard_today', { tenant_id: a.id });
    expect(error).toBeNull();
    const today = data as Row;
    expect(today).toMatchObject({ time_zone: zone, currency: 'GBP' });
    expect(today.date).toBe(
      new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date()),
    );
    expect(today.sessions).toEqual([
      expect.objectContaining({
        booking_id: sessionId,
        service_name: 'Dawn flow',
        capacity: 2,
        confirmed: 2,
        waitlisted: 1,
        checked_in: 1,
      }),
    ]);
    expect(today.arrivals).toEqual({ expected: 2, checked_in: 1 });
    expect(today.revenue).toEqual({ payments_minor: 1700, refunds_minor: 200, net_minor: 1500 });
  });

  it('adds up the ledger over the same filters as the list', async () => {
    const totals = async (args: Row) =>
      (await a.staff.client.rpc('ledger_totals', { tenant_id: a.id, ...args })).data as Row;
    expect(await totals({})).toMatchObject({
      count: 3,
      payments_minor: 1700,
      refunds_minor: 200,
      charges_minor: 0,
      net_minor: 1500,
    });
    expect(await totals({ method: 'cash' })).toMatchObject({ count: 1, payments_minor: 500 });
    expect(await totals({ kind: 'refund' })).toMatchObject({ count: 1, net_minor: -200 });
    expect(await totals({ client_search: 'robin' })).toMatchObject({ count: 2, net_minor: 1000 });
    expect(await totals({ client_search: '%' })).toMatchObject({ count: 0 });
    expect(await totals({ from: at(hour) })).toMatchObject({ count: 0, net_minor: 0 });
    expect(await totals({ from: at(-hour), to: at(hour) })).toMatchObject({ count: 3 });
  });

  it("refuses clients and other businesses' staff", async () => {
    for (const caller of [a.client.client, b.owner.client, b.staff.client]) {
      for (const rpc of ['dashboard_today', 'ledger_totals']) {
        const { error, status } = await caller.rpc(rpc, { tenant_id: a.id });
        expect({ status, code: error?.code }).toEqual({ status: 403, code: 'forbidden' });
      }
    }
  });
});
