-- The caller's own client records, one per tenant they joined.
create or replace function app.own_client_records() returns table (tenant_id uuid, client_id uuid)
language sql stable security definer set search_path = ''
as $$ select tenant_id, id from public.clients where user_id = auth.uid() $$;

grant execute on function app.own_client_records() to public, anon, authenticated, service_role;
