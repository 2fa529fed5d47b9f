-- What each client holds: positive in their favour, negative when they owe. Views with
-- security_invoker read the ledger as the caller, so its policies apply.
create or replace view public.client_balances with (security_invoker = true) as
  select tenant_id, client_id, currency,
         sum(case kind
               when 'payment' then amount_minor
               when 'charge' then -amount_minor
               when 'refund' then -amount_minor
               when 'adjustment' then amount_minor
               else 0 end)::bigint as balance_minor
  from public.transactions
  group by tenant_id, client_id, currency;

grant select on public.client_balances to authenticated, service_role;
