-- Issue 20, point 6, held by the database: a client (not staff booking or selling for them)
-- who would owe for an option whose kind the business asks to be paid online is refused with
-- pay_online_required, so the screens' choice cannot be gone around. Called where such a debt
-- would be made (enroll, book_private, purchase_option); the card paths (hold_place,
-- book_private's hold_for_card, the payment's webhook) and packs or passes already held are
-- not refused (docs/decisions/0042-pay-online-in-the-database.md).
create or replace function app.require_card_for_client(tenant uuid, option public.service_options)
returns void
language plpgsql stable security definer set search_path = ''
as $$
begin
  if option.price_minor = 0 or tenant in (select app.staff_tenants()) then
    return;
  end if;
  if exists (
    select 1 from payments.accounts a
    where a.tenant_id = tenant and option.kind = any (a.pay_online)
  ) then
    perform app.raise_error('pay_online_required', case
      when option.kind in ('pack', 'pass')
        then 'This is bought by card: choose Pay by card.'
      else 'This is paid by card when you book: choose Pay by card.' end, 409);
  end if;
end
$$;

revoke execute on function app.require_card_for_client(uuid, public.service_options) from public;
