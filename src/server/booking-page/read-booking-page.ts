import type { Database, Queryable } from '../db/database.ts';
import { withRequestRole } from '../db/with-request-role.ts';

// What the first screen of a business's booking page shows, read as a visitor reads it: as the
// anon role through the public views and available_slots (docs/decisions/0028), so the server
// can show nothing a visitor's own browser could not. The same reads as the SPA's offerQuery and
// openSessionsQuery (src/web/features/registration/queries.ts).

/** How far ahead the page looks for sessions and free times, as the SPA's bookingHorizonDays. */
const horizonDays = 14;

export interface PageBusiness {
  id: string;
  slug: string;
  name: string;
  time_zone: string;
  currency: string;
  /** Its default language (tenants.locale), for a visitor whose browser asks for none of ours. */
  locale: string;
  brand_description: string | null;
  brand_colour: string | null;
  brand_logo: string | null;
}

export interface PageOption {
  id: string;
  service_id: string;
  price_minor: number;
  currency: string;
  duration_minutes: number | null;
}

export interface PageService {
  id: string;
  kind: 'private' | 'group';
  name: string;
  description: string | null;
  duration_minutes: number;
  options: PageOption[];
  /** A private service's first free time with anyone in the horizon; null when none. */
  nextFree: Date | null;
}

export interface PageSession {
  id: string;
  service_id: string;
  starts_at: Date;
  location: string | null;
  staff_name: string | null;
  capacity: number;
  taken: number;
  waitlist_count: number;
}

export interface BookingPageData {
  business: PageBusiness;
  /** Services a visitor can book: active, with at least one option. */
  services: PageService[];
  sessions: PageSession[];
  waitlistOpen: boolean;
}

const visitor = { role: 'anon', claims: { role: 'anon' }, readOnly: true } as const;

/** The booking page of the business at this address, or null when no business has it. */
export function readBookingPage(
  db: Database,
  slug: string,
  now: Date = new Date(),
): Promise<BookingPageData | null> {
  return withRequestRole(db, visitor, async (tx) => {
    const business = (
      await tx.query<PageBusiness>(
        `select id, slug, name, time_zone, currency, locale, brand_description, brand_colour,
                brand_logo
         from public.tenant_directory where slug = $1`,
        [slug],
      )
    ).rows[0];
    if (business === undefined) return null;
    const until = new Date(now.getTime() + horizonDays * 86_400_000);
    // One after another: a transaction is one connection, which runs one statement at a time.
    const offered = await tx.query<Omit<PageService, 'options' | 'nextFree'>>(
      `select id, kind, name, description, duration_minutes
         from public.catalogue_services where tenant_id = $1 order by name`,
      [business.id],
    );
    const options = await tx.query<PageOption>(
      `select id, service_id, price_minor, currency, duration_minutes
         from public.catalogue_options where tenant_id = $1 order by sort_order, price_minor`,
      [business.id],
    );
    const policy = await tx.query<{ waitlist_enabled: boolean }>(
      'select waitlist_enabled from public.booking_policies where tenant_id = $1',
      [business.id],
    );
    const sessions = await tx.query<PageSession>(
      `select id, service_id, starts_at, location, staff_name, capacity, taken, waitlist_count
         from public.catalogue_sessions
         where tenant_id = $1 and starts_at > $2 and starts_at < $3 order by starts_at, id`,
      [business.id, now, until],
    );
    const services: PageService[] = [];
    for (const service of offered.rows) {
      const own = options.rows.filter((option) => option.service_id === service.id);
      if (own.length === 0) continue;
      const nextFree =
        service.kind === 'private'
          ? await nextFreeTime(tx, service.id, own[0]?.id, now, until)
          : null;
      services.push({ ...service, options: own, nextFree });
    }
    return {
      business,
      services,
      sessions: sessions.rows,
      waitlistOpen: policy.rows[0]?.waitlist_enabled ?? false,
    };
  });
}

/** The first free time of a private service's option with anyone, as the SPA's card shows it. */
async function nextFreeTime(
  tx: Queryable,
  serviceId: string,
  optionId: string | undefined,
  from: Date,
  to: Date,
): Promise<Date | null> {
  const { rows } = await tx.query<{ starts_at: Date }>(
    `select starts_at from public.available_slots($1, $2, $3, $4)
     where starts_at is not null and staff_id is not null limit 1`,
    [serviceId, optionId, from, to],
  );
  return rows[0]?.starts_at ?? null;
}
