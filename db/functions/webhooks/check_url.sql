-- Refuses an endpoint's address the server would not send to: not an absolute https address
-- (http where the operator allows private addresses), longer than 2,000 characters, with a user
-- name or password; or (webhook_address_not_allowed) on this machine, a private or link-local
-- network by number or `localhost`, unless the operator allows them (WEBHOOKS_ALLOW_PRIVATE,
-- webhooks.settings). A name that leads inside is refused by the server at each delivery
-- (src/server/http/outbound-address.ts): the database does not look names up.
create or replace function webhooks.check_url(url text) returns text
language plpgsql stable security definer set search_path = ''
as $$
declare
  allow_private boolean := (select s.allow_private from webhooks.settings s);
  parts text[];
  host text;
  address inet;
begin
  parts := regexp_match(btrim(url), '^(https?)://([^/?#@\s]+)([/?#]\S*)?$', 'i');
  if url is null or length(url) > 2000 or parts is null
     or (lower(parts[1]) = 'http' and not allow_private) then
    perform app.raise_error('invalid_webhook_url',
      'Enter a whole https:// address, without a user name or password.');
  end if;
  host := lower(regexp_replace(parts[2], '(:\d*)$', ''));
  if host ~ '^\[.*\]$' then
    host := substr(host, 2, length(host) - 2);
  end if;
  if host = '' then
    perform app.raise_error('invalid_webhook_url',
      'Enter a whole https:// address, without a user name or password.');
  end if;
  if allow_private then
    return btrim(url);
  end if;
  if host = 'localhost' or host like '%.localhost' then
    perform app.raise_error('webhook_address_not_allowed',
      'This address is on a private network: webhooks go to public addresses only.');
  end if;
  if host ~ '^[0-9.]+$' or host ~ ':' then
    begin
      address := host::inet;
    exception when others then
      perform app.raise_error('invalid_webhook_url',
        'Enter a whole https:// address, without a user name or password.');
    end;
    if address <<= any (array['0.0.0.0/8', '10.0.0.0/8', '100.64.0.0/10', '127.0.0.0/8',
                              '169.254.0.0/16', '172.16.0.0/12', '192.168.0.0/16', '::/128',
                              '::1/128', 'fc00::/7', 'fe80::/10', '::ffff:0:0/96']::inet[]) then
      perform app.raise_error('webhook_address_not_allowed',
        'This address is on a private network: webhooks go to public addresses only.');
    end if;
  end if;
  return btrim(url);
end
$$;

revoke execute on function webhooks.check_url(text) from public;
