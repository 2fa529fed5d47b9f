-- The language a message goes out in, decided when the worker takes it (docs/decisions/0057):
-- the one it was fixed in when enqueued (a test: the language the owner previews), else its
-- recipient's (messaging.person_locale): the client's, the staff member's, the message's user's,
-- or for an invitation that of the account the invited address already has.
create or replace function messaging.message_locale(m messaging.messages)
returns text
language sql stable
as $$
  select coalesce(
    m.locale,
    messaging.person_locale(m.tenant_id, m.client_id, m.staff_id, coalesce(
      m.user_id,
      (select u.id from auth.users u
       where m.client_id is null and m.staff_id is null and m.channel = 'email'
         and lower(u.email) = lower(m.to_address)
       order by u.created_at
       limit 1))))
$$;
