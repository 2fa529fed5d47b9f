-- Issue 21, point 3: the attendance roster shows who else in the team has it open. Its screen
-- joins the private channel `roster:<booking id>` with presence (src/web/features/live/
-- use-screen-viewers.ts); these policies let the staff of the booking's business, and nobody
-- else, see and announce presence there.
create function app.roster_booking(topic text) returns uuid
language sql immutable
as $$
  select case
    when topic ~ '^roster:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    then substr(topic, 8)::uuid
  end
$$;

create policy roster_presence_read on realtime.messages for select to authenticated
  using (
    extension = 'presence'
    and exists (
      select 1 from public.bookings b
      where b.id = app.roster_booking(realtime.topic())
        and b.tenant_id in (select app.staff_tenants())
    )
  );

create policy roster_presence_announce on realtime.messages for insert to authenticated
  with check (
    extension = 'presence'
    and exists (
      select 1 from public.bookings b
      where b.id = app.roster_booking(realtime.topic())
        and b.tenant_id in (select app.staff_tenants())
    )
  );
