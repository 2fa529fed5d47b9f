-- What a business offers and when its staff work: weekly hours (local times in the tenant's time
-- zone), time off, services, the staff who deliver each, and the options clients choose and pay
-- for. Money is integer minor units with an ISO 4217 currency. DESIGN.md sections 4 and 5.

-- Weekly hours: ISO weekday (1 Monday ... 7 Sunday) and local start and end times. Two spans of
-- one staff member on one day never overlap.
create table public.staff_hours (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  staff_id uuid not null,
  weekday smallint not null check (weekday between 1 and 7),
  starts_at time not null,
  ends_at time not null,
  -- Ordered, so that hours entered backwards fail on staff_hours_order, which says why.
  minutes int4range generated always as (
    int4range(
      least(extract(hour from starts_at) * 60 + extract(minute from starts_at),
            extract(hour from ends_at) * 60 + extract(minute from ends_at))::int,
      greatest(extract(hour from starts_at) * 60 + extract(minute from starts_at),
               extract(hour from ends_at) * 60 + extract(minute from ends_at))::int
    )
  ) stored,
  primary key (tenant_id, id),
  foreign key (tenant_id, staff_id) references public.staff (tenant_id, id) on delete cascade,
  constraint staff_hours_order check (ends_at > starts_at),
  constraint staff_hours_no_overlap exclude using gist (
    tenant_id with =, staff_id with =, weekday with =, minutes with &&
  )
);

create table public.staff_time_off (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  staff_id uuid not null,
  during tstzrange not null check (not isempty(during) and lower(during) is not null and upper(during) is not null),
  reason text not null default '',
  primary key (tenant_id, id),
  foreign key (tenant_id, staff_id) references public.staff (tenant_id, id) on delete cascade
);
create index staff_time_off_during on public.staff_time_off using gist (tenant_id, staff_id, during);

create table public.services (
  tenant_id uuid not null references public.tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  kind text not null check (kind in ('private', 'group')),
  name text not null check (length(btrim(name)) between 1 and 120),
  description text not null default '',
  duration_minutes int not null check (duration_minutes between 5 and 1440),
  -- A private appointment is for one client.
  capacity int not null default 1 check (capacity between 1 and 1000),
  buffer_before_minutes int not null default 0 check (buffer_before_minutes between 0 and 240),
  buffer_after_minutes int not null default 0 check (buffer_after_minutes between 0 and 240),
  min_notice_minutes int not null default 60 check (min_notice_minutes between 0 and 43200),
  max_advance_days int not null default 60 check (max_advance_days between 1 and 730),
  -- Null: the business's cancellation window applies.
  cancellation_window_minutes int check (cancellation_window_minutes >= 0),
  colour text not null default '#4c6ef5' check (colour ~ '^#[0-9a-fA-F]{6}$'),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  constraint services_private_for_one check (kind = 'group' or capacity = 1)
);

create table public.service_staff (
  tenant_id uuid not null,
  service_id uuid not null,
  staff_id uuid not null,
  primary key (tenant_id, service_id, staff_id),
  foreign key (tenant_id, service_id) references public.services (tenant_id, id) on delete cascade,
  foreign key (tenant_id, staff_id) references public.staff (tenant_id, id) on delete cascade
);

-- What a client chooses: a variant of a private service (its own duration and price), or for a
-- group service a drop-in, a pack of credits, or an unlimited pass, valid for some days.
create table public.service_options (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  service_id uuid not null,
  kind text not null check (kind in ('variant', 'drop_in', 'pack', 'pass')),
  name text not null check (length(btrim(name)) between 1 and 120),
  price_minor bigint not null check (price_minor >= 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  duration_minutes int check (duration_minutes between 5 and 1440),
  credits int check (credits between 1 and 1000),
  validity_days int check (validity_days between 1 and 3650),
  active boolean not null default true,
  sort_order int not null default 0,
  primary key (tenant_id, id),
  foreign key (tenant_id, service_id) references public.services (tenant_id, id) on delete cascade,
  constraint service_options_variant check (kind <> 'variant' or (credits is null and validity_days is null)),
  constraint service_options_pack check (kind <> 'pack' or (credits is not null and validity_days is not null)),
  constraint service_options_pass check (kind <> 'pass' or (credits is null and validity_days is not null)),
  constraint service_options_drop_in check (kind <> 'drop_in' or (credits is null and validity_days is null and duration_minutes is null))
);

-- Variants belong to private services, the other kinds to group services; prices are in the
-- business's currency unless another is given.
create function app.check_service_option() returns trigger
language plpgsql
as $$
declare
  service_kind text;
begin
  select kind into service_kind from public.services
  where tenant_id = new.tenant_id and id = new.service_id;
  if (service_kind = 'private') <> (new.kind = 'variant') then
    perform app.raise_error('invalid_option_kind', case service_kind
      when 'private' then 'A private service is offered as variants (a duration and a price).'
      else 'A group service is offered as a drop-in, a pack of credits or a pass.' end);
  end if;
  if new.currency is null then
    select currency into new.currency from public.tenants where id = new.tenant_id;
  end if;
  return new;
end
$$;
create trigger service_options_check
  before insert or update on public.service_options
  for each row execute function app.check_service_option();

-- Staff rows as clients may see them: a public profile, nothing else.
create view public.staff_profiles with (security_barrier) as
  select tenant_id, id, display_name, bio, colour
  from public.staff
  where active and tenant_id in (select app.visible_tenants());
grant select on public.staff_profiles to authenticated, service_role;

-- Admins and owners shape the catalogue and the hours; all staff see the hours and time off of
-- the team; staff and the business's clients see the catalogue.
call app.protect_tenant_table('staff_hours', 'admin_tenants', 'manage');
call app.protect_tenant_table('staff_time_off', 'admin_tenants', 'manage');
call app.protect_tenant_table('services', 'admin_tenants', 'manage');
call app.protect_tenant_table('service_staff', 'admin_tenants', 'manage');
call app.protect_tenant_table('service_options', 'admin_tenants', 'manage');
create policy staff_hours_read on public.staff_hours for select to authenticated
  using (tenant_id in (select app.staff_tenants()));
create policy staff_time_off_read on public.staff_time_off for select to authenticated
  using (tenant_id in (select app.staff_tenants()));
create policy services_read on public.services for select to authenticated
  using (tenant_id in (select app.visible_tenants()));
create policy service_staff_read on public.service_staff for select to authenticated
  using (tenant_id in (select app.visible_tenants()));
create policy service_options_read on public.service_options for select to authenticated
  using (tenant_id in (select app.visible_tenants()));
