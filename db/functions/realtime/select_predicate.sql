-- The condition under which the current role may SELECT a row of the table, as row-level
-- security would apply it (decision 0039): `false` without SELECT on any column, `true` when
-- row security is not active for the role, else its permissive SELECT policies or'ed and its
-- restrictive ones and'ed. Written in terms of the table's own columns (policies' `using`
-- expressions as the catalogue prints them), for realtime.visible_changes to test a recorded row.
create or replace function realtime.select_predicate(target regclass) returns text
language plpgsql stable
set search_path = ''
as $$
declare
  permissive text;
  restrictive text;
begin
  if not has_any_column_privilege(target, 'SELECT') then
    return 'false';
  end if;
  if not row_security_active(target) then
    return 'true';
  end if;
  select
    string_agg('(' || pg_get_expr(p.polqual, p.polrelid) || ')', ' or ') filter (where p.polpermissive),
    string_agg('(' || pg_get_expr(p.polqual, p.polrelid) || ')', ' and ') filter (where not p.polpermissive)
  into permissive, restrictive
  from pg_catalog.pg_policy p
  where p.polrelid = target
    and p.polcmd in ('r', '*')
    and p.polqual is not null
    and (p.polroles = '{0}' or exists (
      select 1 from unnest(p.polroles) r where pg_has_role(r, 'MEMBER')));
  if permissive is null then
    return 'false';
  end if;
  return '(' || permissive || ')' || coalesce(' and ' || restrictive, '');
end
$$;

grant execute on function realtime.select_predicate(regclass) to anon, authenticated, service_role;
