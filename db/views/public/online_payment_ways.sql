-- What whoever books needs to know of a business's card payments before paying (issue 20,
-- point 2): that it takes cards, through which provider (the card form differs), and which
-- kinds of option must be paid online and which may be paid at the desk. Public like the
-- booking policy (0028); no key and nothing secret. Runs as its owner: payments.accounts grants
-- nothing to any request role.
create or replace view public.online_payment_ways with (security_barrier) as
  select a.tenant_id, a.provider, a.pay_online, a.pay_at_desk
  from payments.accounts a;

grant select on public.online_payment_ways to anon, authenticated, service_role;
