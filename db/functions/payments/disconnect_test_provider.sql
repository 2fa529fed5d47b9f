-- On a server without the embedded test card provider (a deployment, docs/decisions/0048), the
-- businesses connected to it are disconnected at start: nothing answers for that provider
-- there, so they take no card payments until their owner connects Stripe, as a business never
-- connected. Their customers at the test provider go too (the next account knows none of
-- them). Returns the businesses disconnected.
create or replace function payments.disconnect_test_provider() returns setof uuid
language sql security definer set search_path = ''
as $$
  with gone as (
    delete from payments.accounts where provider = 'test' returning tenant_id
  ), customers as (
    delete from payments.customers where tenant_id in (select tenant_id from gone)
  )
  select tenant_id from gone
$$;

revoke execute on function payments.disconnect_test_provider() from public;
