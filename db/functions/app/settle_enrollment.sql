-- A place a client takes is paid when it is confirmed: a drop-in or an appointment is charged,
-- a pack gives one credit (the grant expiring first), a pass is recorded as used, a membership
-- uses a class of the period the class falls in (checked again here: a waitlisted place is
-- settled when promoted, and by then the allowance may be used).
create or replace function app.settle_enrollment(enrollment public.enrollments) returns void
language plpgsql
as $$
declare
  option public.service_options;
  grant_row public.transactions;
  session public.bookings;
begin
  if enrollment.subscription_id is not null then
    select * into session from public.bookings
    where tenant_id = enrollment.tenant_id and id = enrollment.booking_id;
    -- Places paid by the same grant take turns from here, so two cannot take its last class;
    -- only then is the membership checked, on what is committed now.
    select g.* into grant_row
    from public.subscription_periods p
    join public.transactions g on g.tenant_id = p.tenant_id and g.id = p.grant_id
    where p.tenant_id = enrollment.tenant_id and p.subscription_id = enrollment.subscription_id
      and p.starts_at <= session.starts_at and p.ends_at > session.starts_at
    for update of g;
    perform app.membership_place_period(enrollment.tenant_id, enrollment.client_id,
                                        enrollment.subscription_id, session);
    insert into public.transactions
      (tenant_id, client_id, kind, currency, credits, grant_id, subscription_id, enrollment_id, note)
    values (enrollment.tenant_id, enrollment.client_id, 'credit_use', grant_row.currency, 1,
            grant_row.id, enrollment.subscription_id, enrollment.id, grant_row.note);
    return;
  end if;
  select * into option from public.service_options
  where tenant_id = enrollment.tenant_id and id = enrollment.option_id;
  if option.kind in ('drop_in', 'variant') then
    if option.price_minor > 0 then
      insert into public.transactions
        (tenant_id, client_id, kind, amount_minor, currency, option_id, enrollment_id, note)
      values (enrollment.tenant_id, enrollment.client_id, 'charge', option.price_minor,
              option.currency, option.id, enrollment.id, option.name);
    end if;
    return;
  end if;
  -- Packs and passes of the same service that are still valid, the one expiring first.
  select g.* into grant_row
  from public.transactions g
  join public.service_options go on go.tenant_id = g.tenant_id and go.id = g.option_id
  where g.tenant_id = enrollment.tenant_id and g.client_id = enrollment.client_id
    and g.kind = 'credit_grant' and g.expires_at > now()
    and go.service_id = option.service_id and go.kind = option.kind
    and (g.credits is null or g.credits > (
      select coalesce(sum(case m.kind when 'credit_use' then 1 when 'credit_return' then -1 end), 0)
      from public.transactions m
      where m.tenant_id = g.tenant_id and m.grant_id = g.id))
  order by g.expires_at, g.created_at
  limit 1
  for update of g;
  if grant_row.id is null then
    perform app.raise_error('no_credits', case option.kind
      when 'pack' then 'There are no class credits left: buy a pack or pay a drop-in.'
      else 'There is no valid pass for this class: buy one or pay a drop-in.' end, 409);
  end if;
  insert into public.transactions
    (tenant_id, client_id, kind, currency, credits, grant_id, option_id, enrollment_id, note)
  values (enrollment.tenant_id, enrollment.client_id, 'credit_use', grant_row.currency, 1,
          grant_row.id, option.id, enrollment.id, option.name);
end
$$;
