-- Undoes the action an entry belongs to (issue 38, point 4): every change of its transaction,
-- newest first (audit.revert), so a session cancelled comes back with each of its places and
-- the credits and money they were given back taken again. Refused, in words, when it is not an
-- action that can be undone, when its time is past (audit.undo_window), when it was undone
-- already, when one of its rows was changed again since, when money was paid or refunded in
-- it, when a cancelled place went to someone on the waitlist, or when the place or the time is
-- taken now. The undo's own changes are entries of their own, by the person who undid.
create or replace function audit.undo(entry audit.entries, caller uuid) returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  kind text := audit.undo_kind(entry.subject, entry.action, entry.after);
  change audit.entries;
  last_id bigint;
  reverted int := 0;
begin
  if kind is null then
    perform app.raise_error('not_undoable',
      'Only a cancellation, a check-in, a no-show, a removed note or an archived client can be undone.',
      409);
  end if;
  if entry.at < now() - audit.undo_window() then
    perform app.raise_error('undo_expired',
      'This was done more than 24 hours ago: change it by hand instead.', 409);
  end if;
  insert into audit.undos (tenant_id, txid, undone_by) values (entry.tenant_id, entry.txid, caller)
  on conflict do nothing;
  if not found then
    perform app.raise_error('already_undone', 'This was undone already.', 409);
  end if;
  select max(e.id) into last_id from audit.entries e
  where e.tenant_id = entry.tenant_id and e.txid = entry.txid;
  if exists (
    select from audit.entries e
    where e.tenant_id = entry.tenant_id and e.txid = entry.txid
      and (e.subject not in ('booking', 'place', 'attendance', 'transaction', 'note', 'client')
           or e.subject = 'transaction'
              and e.after ->> 'kind' not in ('charge', 'adjustment', 'credit_use', 'credit_return')))
  then
    perform app.raise_error('undo_not_whole',
      'Money was paid or refunded, or more was changed with it: change it by hand instead.', 409);
  end if;
  if kind = 'cancellation' and entry.subject = 'place' and exists (
    select from audit.entries e
    where e.tenant_id = entry.tenant_id and e.txid = entry.txid and e.subject = 'place'
      and e.record_id <> entry.record_id)
  then
    perform app.raise_error('waitlist_moved',
      'The place went to someone on the waitlist: book it again by hand if there is room.', 409);
  end if;
  if exists (
    select from audit.entries e
    join audit.entries later on later.tenant_id = e.tenant_id and later.record_id = e.record_id
      and later.subject = e.subject and later.id > last_id
    where e.tenant_id = entry.tenant_id and e.txid = entry.txid and e.subject <> 'transaction')
  then
    perform app.raise_error('changed_since',
      'It was changed again since: undo or change that first.', 409);
  end if;
  begin
    for change in
      select * from audit.entries e
      where e.tenant_id = entry.tenant_id and e.txid = entry.txid
      order by e.id desc
    loop
      perform audit.revert(change);
      reverted := reverted + 1;
    end loop;
  exception
    when exclusion_violation then
      perform app.raise_error('time_taken',
        'That time has been booked since: the appointment cannot come back.', 409);
    when sqlstate 'PGRST' then
      if sqlerrm like '%"session_full"%' then
        perform app.raise_error('place_taken',
          'The session has filled up since: the place cannot come back.', 409);
      end if;
      raise;
  end;
  return jsonb_build_object('undone', kind, 'changes', reverted);
end
$$;

revoke execute on function audit.undo(audit.entries, uuid) from public;
