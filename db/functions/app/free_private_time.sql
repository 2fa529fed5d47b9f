-- A private appointment is its one place: when that place was held for a card payment and is
-- released (the card declined, the payment canceled, the hold ran out), the appointment is
-- cancelled too, so the staff member's time is free again. Does nothing for a group session.
create or replace function app.free_private_time(tenant uuid, booking uuid) returns void
language plpgsql
as $$
begin
  update public.bookings b
  set status = 'cancelled', cancelled_at = now(), cancelled_by = 'client',
      cancel_reason = 'Not paid by card in time'
  where b.tenant_id = tenant and b.id = booking and b.status = 'scheduled'
    and exists (select 1 from public.services s
                where s.tenant_id = b.tenant_id and s.id = b.service_id and s.kind = 'private')
    and not exists (select 1 from public.enrollments e
                    where e.tenant_id = b.tenant_id and e.booking_id = b.id
                      and e.status in ('held', 'confirmed', 'waitlisted', 'offered'));
end
$$;
