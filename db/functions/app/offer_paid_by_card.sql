-- Whether a place booked with this option must be paid by card when it is taken (issue 20,
-- decision 0043): the business takes card payments, says this kind of option is paid online,
-- and the option has a price. A waitlisted place of such an option is offered, never confirmed
-- unpaid: in 'auto' mode too, since nobody's card is charged without them (promote_waitlist),
-- and the offer is taken by paying for it (payments.confirm_paid_place), not with take_offer.
create or replace function app.offer_paid_by_card(tenant uuid, option uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1
    from payments.accounts a
    join public.service_options o on o.tenant_id = a.tenant_id
    where a.tenant_id = offer_paid_by_card.tenant and o.id = offer_paid_by_card.option
      and o.kind = any (a.pay_online) and o.kind in ('drop_in', 'variant') and o.price_minor > 0
  )
$$;

revoke execute on function app.offer_paid_by_card(uuid, uuid) from public;
