-- Settings › Payments (issue 20, point 6): which kinds of option must be paid online, which
-- may be paid at the desk, and whether fees may be charged to a saved card. Owners only, once
-- the business has connected a provider; the keys themselves are set through the server
-- (POST /payments/v1/accounts/<tenant>), which seals the secrets.
create or replace function public.set_payment_options(
  tenant_id uuid, pay_online text[], pay_at_desk text[], fees_to_saved_card boolean
) returns void
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  kinds text[] := array['drop_in', 'variant', 'pack', 'pass'];
begin
  perform app.require_user();
  if set_payment_options.tenant_id is null
     or set_payment_options.tenant_id not in (select app.owner_tenants()) then
    perform app.raise_error('forbidden', 'Only the owner changes how the business is paid.', 403);
  end if;
  if pay_online is null or pay_at_desk is null or fees_to_saved_card is null
     or not (pay_online <@ kinds and pay_at_desk <@ kinds) then
    perform app.raise_error('invalid_options',
      'Name the kinds of option (drop_in, variant, pack, pass) paid online and at the desk, and say whether fees may go to a saved card.');
  end if;
  if pay_online && pay_at_desk then
    perform app.raise_error('invalid_options', 'A kind of option that must be paid online cannot also be paid at the desk.');
  end if;
  update payments.accounts a
  set pay_online = set_payment_options.pay_online, pay_at_desk = set_payment_options.pay_at_desk,
      fees_to_saved_card = set_payment_options.fees_to_saved_card, updated_at = now()
  where a.tenant_id = set_payment_options.tenant_id;
  if not found then
    perform app.raise_error('payments_not_connected', 'Connect Stripe (or the test provider) first.', 409);
  end if;
end
$$;

revoke execute on function public.set_payment_options(uuid, text[], text[], boolean) from public, anon;
grant execute on function public.set_payment_options(uuid, text[], text[], boolean) to authenticated, service_role;
