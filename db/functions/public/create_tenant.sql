-- Onboarding: the business, its owner's membership and the owner's staff record, at once.
create or replace function public.create_tenant(name text, slug text, time_zone text, currency text)
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

revoke execute on function public.create_tenant(text,text,text,text) from public;
grant execute on function public.create_tenant(text,text,text,text) to authenticated, service_role;
