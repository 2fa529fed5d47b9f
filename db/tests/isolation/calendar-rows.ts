import type { TenantFixture } from '../../../src/server/test-support/isolation-fixture.ts';
import type { IsolationRows } from '../../../src/server/test-support/isolation-rows.ts';
import type { TestServer } from '../../../src/server/test-support/start-test-server.ts';

// Rows of calendar sync (migrations 0350, 0351) for the isolation matrix, made through the
// server's own connection and the calendars functions, as the server makes them: the staff
// member's account (a blocking calendar, "Work", and their destination, "Bookings"), the
// owner's account with a busy event that collides with a group session the owner teaches, and
// the business's Google client.

const hour = 3_600_000;

async function connect(
  server: TestServer,
  tenant: TenantFixture,
  staffId: string,
  account: string,
  calendars: object[],
): Promise<string> {
  const { rows } = await server.db.query<{ id: string }>(
    `select calendars.add_connection($1, gen_random_uuid(), $2, 'caldav', $3,
       'https://dav.example.test/', decode($4, 'hex'), null, null, $5::jsonb) as id`,
    [tenant.id, staffId, account, 'cd'.repeat(40), JSON.stringify(calendars)],
  );
  return rows[0]?.id ?? '';
}

export async function addCalendarRows(
  server: TestServer,
  tenant: TenantFixture,
  rows: IsolationRows,
): Promise<void> {
  await connect(server, tenant, tenant.staffMemberId, `staff@${tenant.slug}.test`, [
    { remote_id: '/staff/work/', name: 'Work', writable: false },
    { remote_id: '/staff/bookings/', name: 'Bookings', writable: true, primary: true },
  ]);
  const owner = await connect(server, tenant, tenant.ownerStaffId, `owner@${tenant.slug}.test`, [
    { remote_id: '/owner/home/', name: 'Owner home', writable: true },
  ]);
  // Far enough ahead that no operation of the matrix books or moves anything near it.
  const starts = Math.ceil(Date.now() / hour) * hour + 40 * 24 * hour;
  await rows.insert('bookings', {
    tenant_id: tenant.id,
    service_id: tenant.groupServiceId,
    staff_id: tenant.ownerStaffId,
    starts_at: new Date(starts).toISOString(),
    ends_at: new Date(starts + hour).toISOString(),
    capacity: 10,
  });
  await server.db.query(
    `select calendars.finish_sync(c.tenant_id, c.id, $2::jsonb, 'state', interval '5 minutes')
     from calendars.calendars c where c.connection_id = $1`,
    [
      owner,
      JSON.stringify([
        {
          remote_id: 'doctor.ics',
          uid: 'doctor@example.test',
          title: 'Doctor',
          busy: [
            {
              start: new Date(starts - hour / 2).toISOString(),
              end: new Date(starts + hour / 2).toISOString(),
            },
          ],
        },
      ]),
    ],
  );
  await server.db.query(
    `insert into calendars.oauth_clients (tenant_id, provider, client_id, client_secret_sealed)
     values ($1, 'google', $2, decode($3, 'hex'))`,
    [tenant.id, `client-of-${tenant.slug}`, 'ef'.repeat(40)],
  );
}
