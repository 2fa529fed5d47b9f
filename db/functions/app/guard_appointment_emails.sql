-- Only a staff member turns their own appointment emails on or off: an admin editing the
-- profile (or anyone else with a session) may not. The server itself (no user) may.
create or replace function app.guard_appointment_emails() returns trigger
language plpgsql
as $$
begin
  if new.appointment_emails is distinct from old.appointment_emails
     and auth.uid() is not null and auth.uid() is distinct from old.user_id then
    perform app.raise_error('forbidden',
      'Only the staff member themselves turns their appointment emails on or off.', 403);
  end if;
  return new;
end
$$;
