-- A fresh one-click link for a waitlist offer: a random token, of which only the SHA-256 is
-- kept beside the place (an earlier offer's link stops working). Returns the token.
create or replace function messaging.new_offer_link(tenant uuid, enrollment uuid) returns text
language plpgsql
as $$
declare
  token text := rtrim(translate(encode(extensions.gen_random_bytes(24), 'base64'), '+/', '-_'), '=');
begin
  insert into messaging.offer_links (tenant_id, enrollment_id, token_hash)
  values (new_offer_link.tenant, new_offer_link.enrollment, sha256(convert_to(token, 'UTF8')))
  on conflict (tenant_id, enrollment_id)
  do update set token_hash = excluded.token_hash, created_at = now();
  return token;
end
$$;
