-- What a business asks of and promises to whoever books, shown before they book (0028): the
-- cancellation terms, the waitlist, and what a first booking needs (a phone number, documents
-- signed). Runs as its owner; the rest of the tenants row stays behind its policy.
create or replace view public.booking_policies as
  select id as tenant_id, cancellation_window_minutes, late_cancel_fee_minor, waitlist_enabled,
         waitlist_mode, documents_before_first_booking, phone_required_to_book
  from public.tenants;

grant select on public.booking_policies to anon, authenticated, service_role;
