-- The unsubscribe link's token of one client record: the business's and the client's ids and
-- the first 16 bytes of their HMAC-SHA256 under the installation's key (messaging.link_keys),
-- base64url, 64 characters. The same client record always gets the same token, and nobody can
-- make one without the key.
create or replace function messaging.unsubscribe_token(tenant uuid, client uuid) returns text
language sql stable
as $$
  select rtrim(translate(encode(ids || substring(
           extensions.hmac(ids, k.secret, 'sha256') from 1 for 16), 'base64'), '+/', '-_'), '=')
  from messaging.link_keys k
  cross join lateral (
    select decode(replace(unsubscribe_token.tenant::text, '-', '')
                  || replace(unsubscribe_token.client::text, '-', ''), 'hex') as ids) i
  where k.name = 'unsubscribe'
$$;
