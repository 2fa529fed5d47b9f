// What the calendar sync benchmark (calendar-sync.mjs) writes straight into the database: the
// business and its staff, and the events of each staff member's calendar at the Google stand-in.
import { createHash } from 'node:crypto';

export const login = (n) => `staff-${n}@bench.test`;
/** Staff member n's user id, as the seed makes it: md5('staff' || n)::uuid. */
export const staffUser = (n) =>
  createHash('md5')
    .update(`staff${n}`)
    .digest('hex')
    .replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');

// Staff working 08:00–20:00 every day in London, each a user of the business (only active staff
// connect calendars); the first 10 deliver a 45-minute private service.
export const businessSql = ({ ids, staffCount }) => `
  insert into auth.users (id, email) values ('${ids.owner}', 'owner@bench.test');
  insert into public.tenants (id, slug, name, time_zone, currency)
    values ('${ids.tenant}', 'bench-calendars', 'Bench Calendars', 'Europe/London', 'GBP');
  insert into public.memberships (tenant_id, user_id, role) values ('${ids.tenant}', '${ids.owner}', 'owner');
  insert into auth.users (id, email)
    select md5('staff' || n)::uuid, 'staff-' || n || '@bench.test' from generate_series(1, ${staffCount}) n;
  insert into public.memberships (tenant_id, user_id, role)
    select '${ids.tenant}', md5('staff' || n)::uuid, 'staff' from generate_series(1, ${staffCount}) n;
  insert into public.staff (tenant_id, user_id, display_name)
    select '${ids.tenant}', md5('staff' || n)::uuid, 'Staff ' || n from generate_series(1, ${staffCount}) n;
  insert into public.staff_hours (tenant_id, staff_id, weekday, starts_at, ends_at)
    select tenant_id, id, weekday, '08:00', '20:00'
    from public.staff, generate_series(1, 7) weekday where tenant_id = '${ids.tenant}';
  insert into public.services (tenant_id, id, kind, name, duration_minutes, min_notice_minutes)
    values ('${ids.tenant}', '${ids.service}', 'private', 'Massage', 45, 0);
  insert into public.service_options (tenant_id, id, service_id, kind, name, price_minor, currency)
    values ('${ids.tenant}', '${ids.option}', '${ids.service}', 'variant', '45 minutes', 4000, 'GBP');
  insert into public.service_staff (tenant_id, service_id, staff_id)
    select s.tenant_id, '${ids.service}', s.id from public.staff s
    where s.tenant_id = '${ids.tenant}' and s.user_id in (select md5('staff' || n)::uuid from generate_series(1, 10) n);`;

// Each staff member's Google calendar, written straight into the stand-in's own table (what its
// events.insert would store, without 100,000 requests). Per 100 events: 2 weekly series of 12
// (one with an EXDATE), 1 all-day event, 10 marked free (transparent) and 87 single events of
// 30–60 minutes; starts are spread over the next 60 days on a quarter-hour grid, distinct within
// a calendar (7919 is prime to 5,760 quarter-hours) and shifted per staff member.
export const eventsSql = ({ clientId, staffCount, eventsEach }) => `
  insert into calendars.stand_in_events (owner, calendar_id, id, uid, title, starts_at, ends_at,
    start_date, end_date, time_zone, rrule, exdates, free)
  select 'google:${clientId}:' || login, login, 'b' || s || 'e' || n, 'b' || s || 'e' || n || '@bench.test',
    'Busy ' || n,
    case when kind <> 'all_day' then starts end,
    case when kind <> 'all_day' then starts + (30 + 15 * (n % 3)) * interval '1 minute' end,
    case when kind = 'all_day' then day end, case when kind = 'all_day' then day + 1 end,
    'Europe/London',
    case when kind = 'weekly' then 'FREQ=WEEKLY;COUNT=12' end,
    case when kind = 'weekly' and n % 100 = 0
      then array[((day + 7) + quarter * interval '15 minutes') at time zone 'Europe/London']
      else '{}' end,
    kind = 'free'
  from generate_series(1, ${staffCount}) s, generate_series(1, ${eventsEach}) n,
    lateral (select 'staff-' || s || '@bench.test' as login,
                    (n * 7919 + s * 104729) % 5760 as h,
                    case when n % 100 < 2 then 'weekly' when n % 100 = 2 then 'all_day'
                         when n % 100 < 13 then 'free' else 'single' end as kind) k,
    lateral (select current_date + 1 + (case when kind = 'weekly' then h / 96 % 7 else h / 96 end)::int as day,
                    h % 96 as quarter) d,
    lateral (select (day + quarter * interval '15 minutes') at time zone 'Europe/London' as starts) t;
  analyze calendars.stand_in_events;`;
