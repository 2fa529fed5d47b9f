-- Tenancy: businesses (tenants), the staff who run them (memberships with a role, invitations,
-- staff records) and their clients, with the role checks every later policy uses.
-- DESIGN.md sections 4 and 5. Every tenant table has tenant_id first in its keys and FORCE'd
-- row-level security; operations that touch several rows are security definer functions that
-- check the caller themselves.

-- Text columns, not citext: an operator is looked up through the search_path when a policy or
-- function is created or run, so citext's case-insensitive `=` can silently become text's.
-- Slugs are lower-case by constraint; invitation emails are stored lower-cased.

-- Private helpers: not in an exposed schema, so not callable through /rest/v1.
create schema app;
grant usage on schema app to anon, authenticated, service_role;

-- Errors for people: PostgREST turns SQLSTATE 'PGRST' into an answer with this status, a stable
-- code and the message (see src/server/rest/database-error.ts).
create function app.raise_error(code text, message text, status int default 400)
returns void
language plpgsql
as $$
begin
  raise sqlstate 'PGRST' using
    message = json_build_object('code', code, 'message', message)::text,
    detail = json_build_object('status', status)::text;
end
$$;

create function app.is_time_zone(name text) returns boolean
language sql stable
as $$ select exists (select 1 from pg_catalog.pg_timezone_names where pg_timezone_names.name = $1) $$;

create function app.require_user() returns uuid
language plpgsql stable
as $$
begin
  if auth.uid() is null then
    perform app.raise_error('not_signed_in', 'Sign in to do this.', 401);
  end if;
  return auth.uid();
end
$$;

create table public.tenants (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  name text not null,
  time_zone text not null,
  currency text not null,
  locale text not null default 'en',
  contact_email text,
  contact_phone text,
  address text,
  -- Policies (DESIGN.md section 4).
  cancellation_window_minutes int not null default 1440,
  late_cancel_fee_minor bigint not null default 0,
  waitlist_enabled boolean not null default true,
  waitlist_mode text not null default 'auto',
  waitlist_offer_minutes int not null default 120,
  documents_before_first_booking boolean not null default false,
  staff_mfa_required boolean not null default false,
  created_at timestamptz not null default now(),
  constraint tenants_slug_format check (slug ~ '^[a-z0-9]([a-z0-9-]{0,38}[a-z0-9])?$'),
  constraint tenants_name_length check (length(btrim(name)) between 1 and 120),
  constraint tenants_time_zone_known check (app.is_time_zone(time_zone)),
  constraint tenants_currency_format check (currency ~ '^[A-Z]{3}$'),
  constraint tenants_cancellation_window check (cancellation_window_minutes >= 0),
  constraint tenants_late_cancel_fee check (late_cancel_fee_minor >= 0),
  constraint tenants_waitlist_mode check (waitlist_mode in ('auto', 'offer')),
  constraint tenants_waitlist_offer check (waitlist_offer_minutes > 0)
);

create table public.memberships (
  tenant_id uuid not null references public.tenants (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null check (role in ('owner', 'admin', 'staff')),
  created_at timestamptz not null default now(),
  primary key (tenant_id, user_id)
);
create index memberships_user on public.memberships (user_id);

create table public.invitations (
  tenant_id uuid not null references public.tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid() unique,
  email text not null check (email ~ '^[^@\s]+@[^@\s]+$' and email = lower(email)),
  role text not null check (role in ('admin', 'staff')),
  invited_by uuid references auth.users (id) on delete set null,
  expires_at timestamptz not null default now() + interval '7 days',
  accepted_at timestamptz,
  accepted_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id)
);
create unique index invitations_one_pending on public.invitations (tenant_id, email)
  where accepted_at is null;

create table public.staff (
  tenant_id uuid not null references public.tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete set null,
  display_name text not null check (length(btrim(display_name)) between 1 and 120),
  email text,
  phone text,
  colour text not null default '#4c6ef5' check (colour ~ '^#[0-9a-fA-F]{6}$'),
  bio text not null default '',
  active boolean not null default true,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (tenant_id, user_id)
);

create table public.clients (
  tenant_id uuid not null references public.tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete set null,
  full_name text not null check (length(btrim(full_name)) between 1 and 200),
  email text,
  phone text,
  birth_date date,
  tags text[] not null default '{}',
  status text not null default 'active' check (status in ('active', 'archived')),
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (tenant_id, user_id)
);
create index clients_by_name on public.clients (tenant_id, lower(full_name));

-- The caller's tenants, as sets a policy compares with `tenant_id in (select ...)`: PostgreSQL
-- evaluates such a subquery once per statement, not once per row. Security definer, so reading
-- memberships here does not recurse into the memberships policies.
create function app.tenants_with_role(roles text[]) returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select tenant_id from public.memberships where user_id = auth.uid() and role = any (roles)
$$;

create function app.staff_tenants() returns setof uuid
language sql stable
as $$ select app.tenants_with_role(array['owner', 'admin', 'staff']) $$;

create function app.admin_tenants() returns setof uuid
language sql stable
as $$ select app.tenants_with_role(array['owner', 'admin']) $$;

create function app.owner_tenants() returns setof uuid
language sql stable
as $$ select app.tenants_with_role(array['owner']) $$;

-- The caller's own client records, one per tenant they joined.
create function app.own_client_records() returns table (tenant_id uuid, client_id uuid)
language sql stable security definer set search_path = ''
as $$ select tenant_id, id from public.clients where user_id = auth.uid() $$;

create function app.client_tenants() returns setof uuid
language sql stable
as $$ select tenant_id from app.own_client_records() $$;

-- Businesses the caller belongs to as staff or as a client: who sees a business's catalogue.
create function app.visible_tenants() returns setof uuid
language sql stable
as $$ select app.staff_tenants() union select app.client_tenants() $$;

-- Whether the caller may act for this client: staff of the business, or the client themselves.
create function app.acts_for_client(tenant uuid, client uuid) returns boolean
language sql stable
as $$
  select tenant in (select app.staff_tenants())
      or (tenant, client) in (select tenant_id, client_id from app.own_client_records())
$$;

grant execute on all functions in schema app to anon, authenticated, service_role;

-- A tenant table's protection in one place: FORCE'd row-level security, a policy
-- `<table>_<suffix>` letting the businesses `writers` returns (an app set function such as
-- staff_tenants) read and write it, and the grants. Called by the migrations only.
create procedure app.protect_tenant_table(name text, writers text, suffix text)
language plpgsql
as $$
begin
  execute format('alter table public.%I enable row level security', name);
  execute format('alter table public.%I force row level security', name);
  execute format(
    'create policy %I on public.%I for all to authenticated
       using (tenant_id in (select app.%I())) with check (tenant_id in (select app.%I()))',
    name || '_' || suffix, name, writers, writers);
  execute format('grant select, insert, update, delete on public.%I to authenticated', name);
  execute format('grant all on public.%I to service_role', name);
end
$$;

alter table public.tenants enable row level security;
alter table public.tenants force row level security;
create policy tenants_read on public.tenants for select to authenticated
  using (id in (select app.visible_tenants()));
create policy tenants_settings on public.tenants for update to authenticated
  using (id in (select app.owner_tenants()))
  with check (id in (select app.owner_tenants()));

alter table public.memberships enable row level security;
alter table public.memberships force row level security;
create policy memberships_read on public.memberships for select to authenticated
  using (tenant_id in (select app.staff_tenants()) or user_id = auth.uid());
create policy memberships_manage on public.memberships for all to authenticated
  using (tenant_id in (select app.owner_tenants()))
  with check (tenant_id in (select app.owner_tenants()));

alter table public.invitations enable row level security;
alter table public.invitations force row level security;
create policy invitations_read on public.invitations for select to authenticated
  using (tenant_id in (select app.admin_tenants()) or email = lower(auth.email()));
create policy invitations_revoke on public.invitations for delete to authenticated
  using (tenant_id in (select app.admin_tenants()) and accepted_at is null);

alter table public.staff enable row level security;
alter table public.staff force row level security;
create policy staff_read on public.staff for select to authenticated
  using (tenant_id in (select app.staff_tenants()));
create policy staff_manage on public.staff for all to authenticated
  using (tenant_id in (select app.admin_tenants()))
  with check (tenant_id in (select app.admin_tenants()));

alter table public.clients enable row level security;
alter table public.clients force row level security;
create policy clients_read on public.clients for select to authenticated
  using (tenant_id in (select app.staff_tenants()) or user_id = auth.uid());
create policy clients_write on public.clients for insert to authenticated
  with check (tenant_id in (select app.staff_tenants()));
create policy clients_update on public.clients for update to authenticated
  using (tenant_id in (select app.staff_tenants()))
  with check (tenant_id in (select app.staff_tenants()));
create policy clients_delete on public.clients for delete to authenticated
  using (tenant_id in (select app.admin_tenants()));

grant select, update on public.tenants to authenticated;
grant select, insert, update, delete on public.memberships, public.staff, public.clients
  to authenticated;
grant select, delete on public.invitations to authenticated;
grant all on public.tenants, public.memberships, public.invitations, public.staff, public.clients
  to service_role;

-- What a sign-up or booking page may show of any business, to anyone. A view runs as its owner,
-- so it reads past the policies above; it shows only these columns.
create view public.tenant_directory as
  select id, slug, name, time_zone, currency, locale from public.tenants;
grant select on public.tenant_directory to anon, authenticated, service_role;

-- A business keeps at least one owner.
create function app.keep_an_owner() returns trigger
language plpgsql
as $$
begin
  if old.role = 'owner'
     and (tg_op = 'DELETE' or new.role <> 'owner')
     and exists (select 1 from public.tenants where id = old.tenant_id)
     and not exists (
       select 1 from public.memberships
       where tenant_id = old.tenant_id and role = 'owner' and user_id <> old.user_id
     ) then
    perform app.raise_error('last_owner', 'A business needs at least one owner.', 409);
  end if;
  return coalesce(new, old);
end
$$;
create trigger memberships_keep_an_owner
  before update or delete on public.memberships
  for each row execute function app.keep_an_owner();

create function public.slug_available(slug text) returns boolean
language sql stable security definer set search_path = ''
as $$
  select slug ~ '^[a-z0-9]([a-z0-9-]{0,38}[a-z0-9])?$'
     and not exists (select 1 from public.tenants where tenants.slug = lower(slug_available.slug))
$$;

-- Onboarding: the business, its owner's membership and the owner's staff record, at once.
create function public.create_tenant(name text, slug text, time_zone text, currency text)
returns public.tenants
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  caller uuid := app.require_user();
  created public.tenants;
begin
  if length(btrim(coalesce(create_tenant.name, ''))) not between 1 and 120 then
    perform app.raise_error('invalid_name', 'Give the business a name of 1 to 120 characters.');
  end if;
  if coalesce(create_tenant.slug, '') !~ '^[a-z0-9]([a-z0-9-]{0,38}[a-z0-9])?$' then
    perform app.raise_error('invalid_slug',
      'The address must be 1 to 40 lower-case letters, digits or hyphens, not starting or ending with a hyphen.');
  end if;
  if not app.is_time_zone(coalesce(create_tenant.time_zone, '')) then
    perform app.raise_error('invalid_time_zone',
      format('%s is not a time zone we know.', create_tenant.time_zone));
  end if;
  if coalesce(create_tenant.currency, '') !~ '^[A-Z]{3}$' then
    perform app.raise_error('invalid_currency', 'The currency must be a three-letter ISO 4217 code, such as EUR.');
  end if;
  begin
    insert into public.tenants (name, slug, time_zone, currency)
    values (btrim(create_tenant.name), create_tenant.slug, create_tenant.time_zone,
            create_tenant.currency)
    returning * into created;
  exception when unique_violation then
    perform app.raise_error('slug_taken',
      format('The address %s is already taken.', create_tenant.slug), 409);
  end;
  insert into public.memberships (tenant_id, user_id, role) values (created.id, caller, 'owner');
  insert into public.staff (tenant_id, user_id, display_name, email)
  values (
    created.id,
    caller,
    coalesce(nullif(btrim(auth.jwt() -> 'user_metadata' ->> 'full_name'), ''), auth.email(), 'Owner'),
    auth.email()
  );
  return created;
end
$$;

-- A signed-in user becomes a client of a business; joining again returns the same record.
create function public.join_tenant(slug text, full_name text default null)
returns public.clients
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  caller uuid := app.require_user();
  tenant uuid;
  joined public.clients;
begin
  select id into tenant from public.tenants where tenants.slug = lower(join_tenant.slug);
  if tenant is null then
    perform app.raise_error('tenant_not_found',
      format('No business has the address %s.', join_tenant.slug), 404);
  end if;
  insert into public.clients (tenant_id, user_id, full_name, email)
  values (
    tenant,
    caller,
    coalesce(
      nullif(btrim(join_tenant.full_name), ''),
      nullif(btrim(auth.jwt() -> 'user_metadata' ->> 'full_name'), ''),
      auth.email(),
      'Client'
    ),
    auth.email()
  )
  on conflict (tenant_id, user_id) do nothing;
  select * into joined from public.clients where tenant_id = tenant and user_id = caller;
  return joined;
end
$$;

-- Owners invite admins and staff; admins invite staff. Inviting again renews the invitation.
create function public.invite_staff(tenant_id uuid, email text, role text default 'staff')
returns public.invitations
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  caller uuid := app.require_user();
  caller_role text;
  invited public.invitations;
begin
  select m.role into caller_role from public.memberships m
  where m.tenant_id = invite_staff.tenant_id and m.user_id = caller;
  if caller_role is null or caller_role = 'staff'
     or (invite_staff.role = 'admin' and caller_role <> 'owner') then
    perform app.raise_error('forbidden', 'Your role cannot invite to this business.', 403);
  end if;
  if invite_staff.role not in ('admin', 'staff') then
    perform app.raise_error('invalid_role', 'Invite as admin or staff.');
  end if;
  if coalesce(invite_staff.email, '') !~ '^[^@\s]+@[^@\s]+$' then
    perform app.raise_error('invalid_email', 'Give an email address such as name@example.com.');
  end if;
  if exists (
    select 1 from public.memberships m join auth.users u on u.id = m.user_id
    where m.tenant_id = invite_staff.tenant_id and u.email = lower(invite_staff.email)
  ) then
    perform app.raise_error('already_member', format('%s is already on the team.', invite_staff.email), 409);
  end if;
  insert into public.invitations as i (tenant_id, email, role, invited_by)
  values (invite_staff.tenant_id, lower(invite_staff.email), invite_staff.role, caller)
  on conflict (tenant_id, email) where accepted_at is null
  do update set role = excluded.role, invited_by = excluded.invited_by,
                expires_at = now() + interval '7 days'
  returning * into invited;
  return invited;
end
$$;

-- The invited person, signed in with the invited email, joins the team.
create function public.accept_invitation(invitation_id uuid)
returns public.memberships
language plpgsql security definer set search_path = ''
as $$
declare
  caller uuid := app.require_user();
  invitation public.invitations;
  joined public.memberships;
begin
  select * into invitation from public.invitations
  where id = invitation_id and email = lower(auth.email())
  for update;
  if invitation.id is null then
    perform app.raise_error('invitation_not_found', 'There is no invitation for you with this link.', 404);
  end if;
  if invitation.accepted_at is not null then
    perform app.raise_error('invitation_used', 'This invitation has already been accepted.', 409);
  end if;
  if invitation.expires_at < now() then
    perform app.raise_error('invitation_expired', 'This invitation has expired: ask for a new one.', 410);
  end if;
  insert into public.memberships (tenant_id, user_id, role)
  values (invitation.tenant_id, caller, invitation.role)
  on conflict (tenant_id, user_id) do nothing;
  insert into public.staff (tenant_id, user_id, display_name, email)
  values (
    invitation.tenant_id,
    caller,
    coalesce(nullif(btrim(auth.jwt() -> 'user_metadata' ->> 'full_name'), ''), auth.email()),
    auth.email()
  )
  on conflict (tenant_id, user_id) do nothing;
  update public.invitations set accepted_at = now(), accepted_by = caller
  where tenant_id = invitation.tenant_id and id = invitation.id;
  select * into joined from public.memberships
  where tenant_id = invitation.tenant_id and user_id = caller;
  return joined;
end
$$;

revoke execute on function public.create_tenant(text, text, text, text),
  public.join_tenant(text, text), public.invite_staff(uuid, text, text),
  public.accept_invitation(uuid) from public, anon;
grant execute on function public.create_tenant(text, text, text, text),
  public.join_tenant(text, text), public.invite_staff(uuid, text, text),
  public.accept_invitation(uuid) to authenticated, service_role;
grant execute on function public.slug_available(text) to anon, authenticated, service_role;
