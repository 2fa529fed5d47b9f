-- One row per client with what the list shows and filters on. Read as the caller
-- (security_invoker), so the policies of clients and the ledger apply. The figures are scalar
-- subqueries: a page of 50 computes them for its 50 rows only, and a count never computes them.
create or replace view public.client_directory with (security_invoker = true) as
  select c.tenant_id, c.id, c.user_id, c.full_name, c.email, c.phone, c.birth_date, c.tags,
         c.status, c.created_at,
         lower(c.full_name) as sort_name,
         app.client_search_vector(c.full_name, c.email, c.phone) as search,
         -- In the business's currency: the ledger of one business is kept in its currency.
         coalesce((
           select sum(b.balance_minor) from public.client_balances b
           where b.tenant_id = c.tenant_id and b.client_id = c.id
             and b.currency = (select t.currency from public.tenants t where t.id = c.tenant_id)
         ), 0)::bigint as balance_minor,
         coalesce((
           select sum(k.credits_remaining) from public.client_credits k
           where k.tenant_id = c.tenant_id and k.client_id = c.id and k.valid
             and k.credits_remaining > 0
         ), 0)::int as credits_remaining,
         exists (
           select 1 from public.transactions g
           where g.tenant_id = c.tenant_id and g.client_id = c.id and g.kind = 'credit_grant'
             and g.credits is null and g.expires_at > now()
         ) as has_pass
  from public.clients c;

grant select on public.client_directory to authenticated, service_role;
