-- Turns off the reminders of the client record an unsubscribe token names, at once (an email's
-- one-click POST, RFC 8058, or the link's page). Doing it again changes nothing. Returns what
-- the page shows, or null for a token that names nobody.
create or replace function messaging.unsubscribe(token text) returns jsonb
language sql
as $$
  update public.clients c set reminders_off = true
  from messaging.unsubscribe_client(unsubscribe.token) u, public.tenants t
  where c.tenant_id = u.tenant_id and c.id = u.client_id and t.id = c.tenant_id
  returning jsonb_build_object('business', t.name, 'reminders_off', c.reminders_off)
$$;
