-- The client record an unsubscribe token names, when its MAC is right (else no row): anything
-- malformed, cut short or signed with another key names nobody.
create or replace function messaging.unsubscribe_client(token text)
returns table (tenant_id uuid, client_id uuid)
language plpgsql stable
as $$
declare
  raw bytea;
  ids bytea;
begin
  if unsubscribe_client.token is null or unsubscribe_client.token !~ '^[A-Za-z0-9_-]{64}$' then
    return;
  end if;
  raw := decode(translate(unsubscribe_client.token, '-_', '+/'), 'base64');
  ids := substring(raw from 1 for 32);
  if messaging.unsubscribe_token(
       encode(substring(ids from 1 for 16), 'hex')::uuid,
       encode(substring(ids from 17 for 16), 'hex')::uuid) = unsubscribe_client.token then
    return query select c.tenant_id, c.id from public.clients c
      where c.tenant_id = encode(substring(ids from 1 for 16), 'hex')::uuid
        and c.id = encode(substring(ids from 17 for 16), 'hex')::uuid;
  end if;
end
$$;
