-- A new signing secret, as Standard Webhooks writes them: `whsec_` and 32 random bytes in base64.
create or replace function webhooks.new_secret() returns text
language sql volatile
as $$ select 'whsec_' || encode(extensions.gen_random_bytes(32), 'base64') $$;

revoke execute on function webhooks.new_secret() from public;
