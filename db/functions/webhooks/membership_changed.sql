-- The memberships' trigger (migration 0355): a membership that starts (sold live, or its
-- first payment made) is membership.created; one whose cancellation is asked for (it ends then
-- or at the end of its period, ends_at) is membership.cancelled.
create or replace function webhooks.membership_changed() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  type text;
begin
  type := case
    when new.state = 'live' and (tg_op = 'INSERT' or old.state = 'pending')
      then 'membership.created'
    when tg_op = 'UPDATE' and old.cancel_requested_at is null
         and new.cancel_requested_at is not null then 'membership.cancelled'
  end;
  if type is null or not webhooks.active(new.tenant_id) then
    return null;
  end if;
  perform webhooks.queue(new.tenant_id, type, webhooks.membership_data(new.tenant_id, new.id));
  return null;
end
$$;

revoke execute on function webhooks.membership_changed() from public;
