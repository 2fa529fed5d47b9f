-- A date of birth as a person types it in a file: 'YYYY-MM-DD', a real day, not in the future.
create or replace function app.birth_date_of(text text) returns date
language plpgsql immutable
as $$
declare
  parts text[] := regexp_match(btrim(text), '^(\d{4})-(\d{1,2})-(\d{1,2})$');
  y int; m int; d int;
begin
  if parts is null then return null; end if;
  y := parts[1]::int; m := parts[2]::int; d := parts[3]::int;
  if y < 1900 or m not between 1 and 12 or d < 1
     or d > extract(day from make_date(y, m, 1) + interval '1 month' - interval '1 day') then
    return null;
  end if;
  return make_date(y, m, d);
end
$$;
