-- Which recorded changes the current role (with its request.jwt.claims) may see: for each
-- change `{"t": table, "new": row, "old": row}` of the array, numbered from 1, whether its row
-- after (new) and before (old) passes the role's SELECT policies (realtime.select_predicate).
-- The rows are tested as they were recorded, not as the table holds them now, so a deleted
-- row is judged as it was, and a row changed again since is judged as the change left it.
-- Called by /realtime/v1 in one transaction per subscriber identity (decision 0039).
create or replace function realtime.visible_changes(changes jsonb)
returns table (n integer, new_visible boolean, old_visible boolean)
language plpgsql stable
set search_path = ''
as $$
declare
  target regclass;
  predicate text;
begin
  for target in
    select distinct (item->>'t')::regclass from jsonb_array_elements(changes) item
  loop
    predicate := realtime.select_predicate(target);
    return query execute format(
      'select c.n::integer,
              c.item->''new'' is not null and c.item->''new'' <> ''null''
                and exists (select 1 from jsonb_populate_record(null::%1$s, c.item->''new'') as %2$I
                            where %3$s),
              c.item->''old'' is not null and c.item->''old'' <> ''null''
                and exists (select 1 from jsonb_populate_record(null::%1$s, c.item->''old'') as %2$I
                            where %3$s)
       from jsonb_array_elements($1) with ordinality as c(item, n)
       where (c.item->>''t'')::regclass = %4$L::regclass',
      target,
      (select relname from pg_catalog.pg_class where oid = target),
      predicate,
      target::text
    ) using changes;
  end loop;
end
$$;

grant execute on function realtime.visible_changes(jsonb) to anon, authenticated, service_role;
