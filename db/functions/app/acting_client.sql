-- The client a caller acts for: themselves, or (staff only) any client of the business.
create or replace function app.acting_client(tenant uuid, requested uuid) returns uuid
language plpgsql stable security definer set search_path = ''
as $$
declare
  own uuid;
begin
  perform app.require_user();
  select client_id into own from app.own_client_records() where tenant_id = tenant;
  if requested is null or requested = own then
    if own is null then
      perform app.raise_error('not_a_client', 'Join this business before booking.', 403);
    end if;
    return own;
  end if;
  if tenant not in (select app.staff_tenants()) then
    perform app.raise_error('forbidden', 'You can only book for yourself.', 403);
  end if;
  if not exists (select 1 from public.clients where tenant_id = tenant and id = requested) then
    perform app.raise_error('client_not_found', 'There is no such client in this business.', 404);
  end if;
  return requested;
end
$$;
