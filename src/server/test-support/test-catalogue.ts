import type { TestTenant } from './test-tenants.ts';

export interface TestCatalogue {
  /** The staff user's staff record: teaches, and gives massages every day, 00:00–23:45. */
  staffId: string;
  yoga: string;
  dropIn: string;
  /** Two classes for 28.00, valid 30 days. */
  pack: string;
  massage: string;
  variant: string;
}

type Rows<T> = PromiseLike<{ data: T | null; error: { message: string } | null }>;

async function must<T>(what: string, request: Rows<T>): Promise<T> {
  const { data, error } = await request;
  if (error) throw new Error(`test catalogue, ${what}: ${error.message}`);
  return data as T;
}

/**
 * What the booking tests book: a group class (drop-in 15.00, a two-class pack) and a private
 * massage (60 minutes, 70.00) the staff member gives at any hour, made by the owner through
 * the data API.
 */
export async function createTestCatalogue(a: TestTenant, yogaCapacity = 2): Promise<TestCatalogue> {
  const owner = a.owner.client;
  const staff = await must(
    'staff',
    owner.from('staff').select('id').eq('user_id', a.staff.id).single<{ id: string }>(),
  );
  const services = await must(
    'services',
    owner
      .from('services')
      .insert(
        [
          {
            tenant_id: a.id,
            kind: 'group',
            name: 'Yoga',
            duration_minutes: 60,
            capacity: yogaCapacity,
          },
          {
            tenant_id: a.id,
            kind: 'private',
            name: 'Massage',
            duration_minutes: 60,
            capacity: 1,
            min_notice_minutes: 0,
          },
        ],
        { defaultToNull: false },
      )
      .select('id, name')
      .returns<{ id: string; name: string }[]>(),
  );
  const yoga = services.find((s) => s.name === 'Yoga')?.id ?? '';
  const massage = services.find((s) => s.name === 'Massage')?.id ?? '';
  const options = await must(
    'options',
    owner
      .from('service_options')
      .insert(
        [
          {
            tenant_id: a.id,
            service_id: yoga,
            kind: 'drop_in',
            name: 'Drop-in',
            price_minor: 1500,
          },
          {
            tenant_id: a.id,
            service_id: yoga,
            kind: 'pack',
            name: '2 classes',
            price_minor: 2800,
            credits: 2,
            validity_days: 30,
          },
          {
            tenant_id: a.id,
            service_id: massage,
            kind: 'variant',
            name: '60 minutes',
            price_minor: 7000,
          },
        ],
        { defaultToNull: false },
      )
      .select('id, kind')
      .returns<{ id: string; kind: string }[]>(),
  );
  await must(
    'service staff',
    owner
      .from('service_staff')
      .insert({ tenant_id: a.id, service_id: massage, staff_id: staff.id }),
  );
  await must(
    'hours',
    owner.from('staff_hours').insert(
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        tenant_id: a.id,
        staff_id: staff.id,
        weekday,
        starts_at: '00:00',
        ends_at: '23:45',
      })),
    ),
  );
  return {
    staffId: staff.id,
    yoga,
    massage,
    dropIn: options.find((o) => o.kind === 'drop_in')?.id ?? '',
    pack: options.find((o) => o.kind === 'pack')?.id ?? '',
    variant: options.find((o) => o.kind === 'variant')?.id ?? '',
  };
}

const hour = 3600 * 1000;

/** A one-hour session of a class `hoursAhead` from now, made by the business's staff member. */
export async function staffSession(
  tenant: TestTenant,
  serviceId: string,
  hoursAhead: number,
  capacity: number,
): Promise<string> {
  const { data, error } = await tenant.staff.client
    .from('bookings')
    .insert({
      tenant_id: tenant.id,
      service_id: serviceId,
      starts_at: new Date(Date.now() + hoursAhead * hour).toISOString(),
      ends_at: new Date(Date.now() + (hoursAhead + 1) * hour).toISOString(),
      capacity,
    })
    .select('id')
    .single<{ id: string }>();
  if (error) throw new Error(error.message);
  return data.id;
}

/**
 * The first whole hour at least `leadMs` from `now` where a private session and a move of it
 * by up to two hours fit the catalogue's staff hours (00:00–23:45 in London, an hour ahead of
 * UTC in summer): a start from 20:00 UTC on waits for 09:00 UTC the next day. Without it a test
 * run late in the evening asks for a time the staff member does not work.
 */
export function bookableHour(leadMs: number, now = Date.now()): Date {
  const start = new Date(Math.ceil((now + leadMs) / hour) * hour);
  if (start.getUTCHours() >= 20) {
    start.setUTCDate(start.getUTCDate() + 1);
    start.setUTCHours(9);
  }
  return start;
}
