-- A client changes their name, phone and date of birth at one business; the rules are the
-- ones staff and an import follow (0045_client_directory.sql, src/web/features/clients).
create or replace function public.update_own_profile(
  tenant_id uuid, full_name text, phone text default null, birth_date date default null
) returns public.clients
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  caller uuid := app.require_user();
  updated public.clients;
begin
  if length(btrim(coalesce(update_own_profile.full_name, ''))) not between 1 and 200 then
    perform app.raise_error('invalid_name', 'Enter your full name (up to 200 characters).');
  end if;
  if nullif(btrim(update_own_profile.phone), '') !~ '^\+?[0-9 ().-]{3,40}$' then
    perform app.raise_error('invalid_phone', 'Use digits, spaces and + ( ) . - only in the phone number.');
  end if;
  if update_own_profile.birth_date < date '1900-01-01'
     or update_own_profile.birth_date > current_date then
    perform app.raise_error('invalid_birth_date', 'Give a date of birth that is not in the future.');
  end if;
  update public.clients
  set full_name = btrim(update_own_profile.full_name),
      phone = nullif(btrim(update_own_profile.phone), ''),
      birth_date = update_own_profile.birth_date
  where tenant_id = update_own_profile.tenant_id and user_id = caller
  returning * into updated;
  if updated.id is null then
    perform app.raise_error('not_a_client', 'Join this business before changing your profile there.', 403);
  end if;
  return updated;
end
$$;

revoke execute on function public.update_own_profile(uuid,text,text,date) from public;
grant execute on function public.update_own_profile(uuid,text,text,date) to authenticated, service_role;
