-- The ledger: every charge, payment, refund, adjustment and credit movement of a client, append
-- only. Balances and remaining credits are views that add it up; nothing keeps a counter that
-- could drift. DESIGN.md section 4.

create table public.transactions (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  client_id uuid not null,
  kind text not null check (kind in (
    'charge', 'payment', 'refund', 'adjustment', 'credit_grant', 'credit_use', 'credit_return'
  )),
  -- Money in minor units. Its effect on the balance follows from the kind; only an adjustment
  -- carries a sign (positive in the client's favour).
  amount_minor bigint not null default 0,
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  -- Credits granted by a pack (null for an unlimited pass), or the one used or returned.
  credits int,
  method text check (method in ('cash', 'card', 'bank_transfer', 'other')),
  -- For a credit use or return: the grant it draws on.
  grant_id uuid,
  -- For a refund: the payment it returns.
  refund_of uuid,
  option_id uuid,
  enrollment_id uuid,
  -- For a grant: until when its credits or its pass can be used.
  expires_at timestamptz,
  note text not null default '' check (length(note) <= 1000),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, client_id) references public.clients (tenant_id, id),
  foreign key (tenant_id, grant_id) references public.transactions (tenant_id, id),
  foreign key (tenant_id, refund_of) references public.transactions (tenant_id, id),
  foreign key (tenant_id, option_id) references public.service_options (tenant_id, id),
  foreign key (tenant_id, enrollment_id) references public.enrollments (tenant_id, id),
  constraint transactions_money check (case kind
    when 'adjustment' then amount_minor <> 0
    when 'charge' then amount_minor > 0
    when 'payment' then amount_minor > 0 and method is not null
    when 'refund' then amount_minor > 0 and method is not null and refund_of is not null
    else amount_minor = 0 end),
  constraint transactions_credits check (case kind
    when 'credit_grant' then (credits is null or credits > 0) and expires_at is not null
    when 'credit_use' then credits = 1 and grant_id is not null
    when 'credit_return' then credits = 1 and grant_id is not null
    else credits is null end)
);
create index transactions_by_client on public.transactions (tenant_id, client_id, created_at);
create index transactions_by_time on public.transactions (tenant_id, created_at);
create index transactions_by_grant on public.transactions (tenant_id, grant_id) where grant_id is not null;

create function app.ledger_is_append_only() returns trigger
language plpgsql
as $$
begin
  perform app.raise_error('ledger_append_only',
    'The ledger keeps every entry: record a refund or an adjustment instead.', 409);
  return null;
end
$$;
create trigger transactions_append_only
  before update or delete on public.transactions
  for each row execute function app.ledger_is_append_only();

alter table public.transactions enable row level security;
alter table public.transactions force row level security;
create policy transactions_staff on public.transactions for select to authenticated
  using (tenant_id in (select app.staff_tenants()));
create policy transactions_client on public.transactions for select to authenticated
  using ((tenant_id, client_id) in (select tenant_id, client_id from app.own_client_records()));
-- Entries are written by the RPCs below, which check the caller's role.
grant select on public.transactions to authenticated;
grant all on public.transactions to service_role;

-- What each client holds: positive in their favour, negative when they owe. Views with
-- security_invoker read the ledger as the caller, so its policies apply.
create view public.client_balances with (security_invoker = true) as
  select tenant_id, client_id, currency,
         sum(case kind
               when 'payment' then amount_minor
               when 'charge' then -amount_minor
               when 'refund' then -amount_minor
               when 'adjustment' then amount_minor
               else 0 end)::bigint as balance_minor
  from public.transactions
  group by tenant_id, client_id, currency;

-- Each pack or pass a client holds, with what is left of it.
create view public.client_credits with (security_invoker = true) as
  select g.tenant_id, g.client_id, g.id as grant_id, g.option_id, g.created_at as granted_at,
         g.expires_at, g.credits as credits_granted,
         (g.credits - coalesce(sum(case m.kind when 'credit_use' then 1 when 'credit_return' then -1 end), 0))::int
           as credits_remaining,
         g.expires_at > now() as valid
  from public.transactions g
  left join public.transactions m
    on m.tenant_id = g.tenant_id and m.grant_id = g.id
  where g.kind = 'credit_grant'
  group by g.tenant_id, g.client_id, g.id;
grant select on public.client_balances, public.client_credits to authenticated, service_role;

-- The caller must be an admin or owner of the client's business; returns that business's currency.
create function app.require_admin_of_client(tenant uuid, client uuid) returns text
language plpgsql stable security definer set search_path = ''
as $$
declare
  tenant_currency text;
begin
  perform app.require_user();
  if tenant not in (select app.admin_tenants()) then
    perform app.raise_error('forbidden', 'Only an admin or the owner records money.', 403);
  end if;
  if not exists (select 1 from public.clients where tenant_id = tenant and id = client) then
    perform app.raise_error('client_not_found', 'There is no such client in this business.', 404);
  end if;
  select currency into tenant_currency from public.tenants where id = tenant;
  return tenant_currency;
end
$$;

create function public.record_payment(
  tenant_id uuid, client_id uuid, amount_minor bigint, method text, note text default ''
) returns public.transactions
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  currency text := app.require_admin_of_client(record_payment.tenant_id, record_payment.client_id);
  recorded public.transactions;
begin
  if coalesce(record_payment.amount_minor, 0) <= 0 then
    perform app.raise_error('invalid_amount', 'A payment is an amount above zero.');
  end if;
  if coalesce(record_payment.method, '') not in ('cash', 'card', 'bank_transfer', 'other') then
    perform app.raise_error('invalid_method', 'Say how it was paid: cash, card, bank_transfer or other.');
  end if;
  insert into public.transactions (tenant_id, client_id, kind, amount_minor, currency, method, note)
  values (record_payment.tenant_id, record_payment.client_id, 'payment', record_payment.amount_minor,
          currency, record_payment.method, coalesce(record_payment.note, ''))
  returning * into recorded;
  return recorded;
end
$$;

-- Returns money from a payment, never more than what is left of it after earlier refunds.
create function public.refund(
  tenant_id uuid, payment_id uuid, amount_minor bigint, note text default ''
) returns public.transactions
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  payment public.transactions;
  refunded bigint;
  recorded public.transactions;
begin
  -- Locking the payment makes concurrent refunds of it take turns.
  select * into payment from public.transactions
  where tenant_id = refund.tenant_id and id = refund.payment_id and kind = 'payment'
  for update;
  if payment.id is null then
    perform app.require_user();
    perform app.raise_error('payment_not_found', 'There is no such payment to refund.', 404);
  end if;
  perform app.require_admin_of_client(payment.tenant_id, payment.client_id);
  select coalesce(sum(amount_minor), 0) into refunded from public.transactions
  where tenant_id = payment.tenant_id and refund_of = payment.id;
  if coalesce(refund.amount_minor, 0) <= 0 or refund.amount_minor > payment.amount_minor - refunded then
    perform app.raise_error('invalid_amount', format(
      'A refund of this payment is above zero and at most %s (in minor units).',
      payment.amount_minor - refunded));
  end if;
  insert into public.transactions
    (tenant_id, client_id, kind, amount_minor, currency, method, refund_of, note)
  values (payment.tenant_id, payment.client_id, 'refund', refund.amount_minor, payment.currency,
          payment.method, payment.id, coalesce(refund.note, ''))
  returning * into recorded;
  return recorded;
end
$$;

-- A client buys a pack or a pass: the charge and the credit grant, and the payment when one is
-- taken at the desk. Staff sell to any client; a client may buy for themselves (paying later or
-- at the desk, which shows as what they owe).
create function public.purchase_option(
  tenant_id uuid, client_id uuid, option_id uuid, payment_method text default null
) returns public.transactions
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  caller uuid := app.require_user();
  option public.service_options;
  tenant_currency text;
  granted public.transactions;
begin
  if not app.acts_for_client(purchase_option.tenant_id, purchase_option.client_id) then
    perform app.raise_error('forbidden', 'You cannot buy for this client.', 403);
  end if;
  if payment_method is not null and purchase_option.tenant_id not in (select app.admin_tenants()) then
    perform app.raise_error('forbidden', 'Only an admin or the owner records money.', 403);
  end if;
  select * into option from public.service_options
  where tenant_id = purchase_option.tenant_id and id = purchase_option.option_id;
  if option.id is null or not option.active then
    perform app.raise_error('option_not_found', 'This option is not on sale.', 404);
  end if;
  if option.kind not in ('pack', 'pass') then
    perform app.raise_error('not_purchasable', 'Only packs and passes are bought ahead; other options are paid with a booking.');
  end if;
  select currency into tenant_currency from public.tenants where id = purchase_option.tenant_id;
  if option.price_minor > 0 then
    insert into public.transactions (tenant_id, client_id, kind, amount_minor, currency, option_id, note)
    values (option.tenant_id, purchase_option.client_id, 'charge', option.price_minor, option.currency,
            option.id, option.name);
  end if;
  insert into public.transactions
    (tenant_id, client_id, kind, currency, credits, option_id, expires_at, note)
  values (option.tenant_id, purchase_option.client_id, 'credit_grant', option.currency,
          case option.kind when 'pack' then option.credits end, option.id,
          now() + make_interval(days => option.validity_days), option.name)
  returning * into granted;
  if payment_method is not null and option.price_minor > 0 then
    perform public.record_payment(option.tenant_id, purchase_option.client_id, option.price_minor,
                                  payment_method, option.name);
  end if;
  return granted;
end
$$;

revoke execute on function public.record_payment(uuid, uuid, bigint, text, text),
  public.refund(uuid, uuid, bigint, text),
  public.purchase_option(uuid, uuid, uuid, text) from public, anon;
grant execute on function public.record_payment(uuid, uuid, bigint, text, text),
  public.refund(uuid, uuid, bigint, text),
  public.purchase_option(uuid, uuid, uuid, text) to authenticated, service_role;
grant execute on function app.require_admin_of_client(uuid, uuid) to authenticated, service_role;
