-- Which recorded changes each subscriber identity may see (decision 0039). `identities` is an
-- array of `{"role", "claims", "headers", "wanted": [change numbers]}`, `changes` an array of
-- `{"t": table, "new": row, "old": row}` numbered from 1. For each identity in turn it takes
-- that role and sets request.jwt.claims and request.headers as the data API does, then tests
-- the rows it wants against the role's SELECT policies (realtime.select_predicate): the row
-- after (new) and before (old). Rows are judged as they were recorded, not as the table holds
-- them now, so a deleted row is judged as it was. One statement for a whole batch: the role
-- and settings are transaction-local, and end with it. Only the server calls it.
create or replace function realtime.visible_changes(identities jsonb, changes jsonb)
returns table (identity integer, n integer, new_visible boolean, old_visible boolean)
language plpgsql volatile
set search_path = ''
as $$
declare
  who record;
  target regclass;
  predicate text;
  -- Each role's predicate for each table, built once per call: it depends on the role only.
  predicates jsonb := '{}';
begin
  for who in select item, number::integer as number
             from jsonb_array_elements(identities) with ordinality as i(item, number)
  loop
    if who.item->>'role' not in ('anon', 'authenticated', 'service_role') then
      raise exception 'refusing to judge changes as role %', who.item->>'role';
    end if;
    perform set_config('role', who.item->>'role', true),
            set_config('request.jwt.claims', coalesce(who.item->'claims', '{}')::text, true),
            set_config('request.headers', coalesce(who.item->'headers', '{}')::text, true);
    for target in
      select distinct (c.item->>'t')::regclass
      from jsonb_array_elements(changes) with ordinality as c(item, n)
      where c.n in (select jsonb_array_elements_text(who.item->'wanted')::bigint)
    loop
      predicate := predicates->>(who.item->>'role' || ':' || target::text);
      if predicate is null then
        predicate := realtime.select_predicate(target);
        predicates := predicates || jsonb_build_object(who.item->>'role' || ':' || target::text, predicate);
      end if;
      return query execute format(
        'select $3,
                c.n::integer,
                c.item->''new'' is not null and c.item->''new'' <> ''null''
                  and exists (select 1 from jsonb_populate_record(null::%1$s, c.item->''new'') as %2$I
                              where %3$s),
                c.item->''old'' is not null and c.item->''old'' <> ''null''
                  and exists (select 1 from jsonb_populate_record(null::%1$s, c.item->''old'') as %2$I
                              where %3$s)
         from jsonb_array_elements($1) with ordinality as c(item, n)
         where c.n in (select jsonb_array_elements_text($2)::bigint)
           and (c.item->>''t'')::regclass = %4$L::regclass',
        target,
        (select relname from pg_catalog.pg_class where oid = target),
        predicate,
        target::text
      ) using changes, who.item->'wanted', who.number;
    end loop;
  end loop;
  perform set_config('role', 'none', true);
end
$$;

revoke execute on function realtime.visible_changes(jsonb, jsonb) from public;
