create or replace function app.set_booking_busy() returns trigger
language plpgsql
as $$
declare
  service public.services;
begin
  select * into service from public.services where tenant_id = new.tenant_id and id = new.service_id;
  if service.kind = 'private' and new.staff_id is null then
    perform app.raise_error('staff_required', 'A private appointment needs a staff member.');
  end if;
  if service.kind = 'private' and new.capacity <> 1 then
    perform app.raise_error('invalid_capacity', 'A private appointment is for one client.');
  end if;
  new.busy := tstzrange(
    new.starts_at - make_interval(mins => service.buffer_before_minutes),
    new.ends_at + make_interval(mins => service.buffer_after_minutes)
  );
  return new;
end
$$;
