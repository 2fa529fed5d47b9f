-- The billing worker's first step (src/server/memberships/billing-worker.ts): begins the next
-- period of up to `batch` live memberships whose latest period has ended by app.now() and is
-- settled (paid, written off, or owed at the desk): one still owing by card does not renew.
-- Periods are contiguous: the next starts when the last ends, due to the saved card (card) or
-- owed at the desk (desk); app.begin_period makes each number once. A membership whose
-- cancellation has taken effect (ends_at reached) ends instead. Memberships another process is
-- renewing are skipped. Returns how many were handled.
create or replace function payments.begin_renewals(batch int) returns int
language plpgsql security definer set search_path = ''
as $$
declare
  due record;
  handled int := 0;
begin
  for due in
    select s.tenant_id, s.id, s.pays_by, s.ends_at as cancelled_at, latest.number, latest.ends_at
    from public.subscriptions s
    cross join lateral (
      select p.number, p.ends_at, p.billing from public.subscription_periods p
      where p.tenant_id = s.tenant_id and p.subscription_id = s.id
      order by p.number desc limit 1) latest
    where s.state = 'live' and latest.ends_at <= app.now()
      and latest.billing in ('paid', 'written_off', 'desk')
    -- In no order: the scan stops at the batch's last, which matters when thousands fall due
    -- at once; every one due is begun before the worker rests.
    limit batch
    for update of s skip locked
  loop
    if due.cancelled_at is not null and due.cancelled_at <= due.ends_at then
      update public.subscriptions set state = 'ended', updated_at = now()
      where tenant_id = due.tenant_id and id = due.id;
    else
      perform app.begin_period(due.id, due.number + 1, due.ends_at,
                               case due.pays_by when 'card' then 'due' else 'desk' end);
    end if;
    handled := handled + 1;
  end loop;
  return handled;
end
$$;

revoke execute on function payments.begin_renewals(int) from public;
