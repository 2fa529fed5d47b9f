-- Puts one row back as it was before an entry's change (audit.undo): an update's changed
-- columns get their earlier values, an added row is removed, a removed row comes back with its
-- own id. The ledger is never rewritten: an entry of it is answered by its opposite (a charge by
-- an adjustment in the client's favour, an adjustment by its negative, a credit used by a
-- credit returned and the reverse), noted as undone. Only the subjects audit.undo allows.
create or replace function audit.revert(entry audit.entries) returns void
language plpgsql
set search_path = ''
as $$
declare
  relation text := case entry.subject
    when 'booking' then 'public.bookings' when 'place' then 'public.enrollments'
    when 'attendance' then 'public.attendance' when 'note' then 'public.client_notes'
    when 'client' then 'public.clients' end;
  key text := case entry.subject when 'attendance' then 'enrollment_id' else 'id' end;
  columns text;
  line public.transactions;
begin
  if entry.subject = 'transaction' then
    line := jsonb_populate_record(null::public.transactions, entry.after);
    insert into public.transactions (tenant_id, client_id, kind, amount_minor, currency, credits,
                                     grant_id, option_id, subscription_id, enrollment_id, note)
    values (line.tenant_id, line.client_id,
            case line.kind when 'credit_use' then 'credit_return'
                           when 'credit_return' then 'credit_use' else 'adjustment' end,
            case line.kind when 'charge' then line.amount_minor
                           when 'adjustment' then -line.amount_minor else 0 end,
            line.currency, line.credits, line.grant_id, line.option_id, line.subscription_id,
            line.enrollment_id, left('Undone: ' || line.note, 1000));
    return;
  end if;
  case entry.action
    when 'update' then
      select string_agg(format('%I = r.%I', k, k), ', ') into columns
      from jsonb_object_keys(entry.before) k;
      execute format('update %s t set %s from jsonb_populate_record(null::%s, $1) r
                      where t.tenant_id = $2 and t.%I = $3', relation, columns, relation, key)
      using entry.before, entry.tenant_id, entry.record_id;
    when 'insert' then
      execute format('delete from %s where tenant_id = $1 and %I = $2', relation, key)
      using entry.tenant_id, entry.record_id;
    when 'delete' then
      select string_agg(format('%I', k), ', ') into columns
      from jsonb_object_keys(entry.before) k;
      execute format('insert into %s (%s) select %s from jsonb_populate_record(null::%s, $1)',
                     relation, columns, columns, relation)
      using entry.before;
  end case;
end
$$;

revoke execute on function audit.revert(audit.entries) from public;
