-- A business that asks for documents before a first booking (tenants.documents_before_first_booking)
-- gets it: a client booking for themselves for the first time must have signed every active
-- template marked required_before_booking (any version of it). Checked as the place is inserted,
-- so enroll and book_private, and anything added later, all obey it. Staff booking at the desk
-- are not stopped: they may collect a paper form.
create or replace function app.check_documents_before_first_booking() returns trigger
language plpgsql
as $$
declare
  missing text;
begin
  if not (select documents_before_first_booking from public.tenants where id = new.tenant_id) then
    return new;
  end if;
  if not exists (
    select 1 from public.clients
    where tenant_id = new.tenant_id and id = new.client_id and user_id = auth.uid()
  ) then
    return new;
  end if;
  if exists (
    select 1 from public.enrollments
    where tenant_id = new.tenant_id and client_id = new.client_id
  ) then
    return new;
  end if;
  select t.title into missing
  from public.document_templates t
  where t.tenant_id = new.tenant_id and t.active and t.requires_signature
    and t.required_before_booking
    and not exists (
      select 1 from public.client_documents d
      where d.tenant_id = t.tenant_id and d.client_id = new.client_id and d.kind = 'signed'
        and d.template_id = t.id)
  order by t.title
  limit 1;
  if missing is not null then
    perform app.raise_error('documents_required',
      format('Please sign "%s" before your first booking.', missing), 409);
  end if;
  return new;
end
$$;
