create or replace function app.check_capacity(capacity int) returns void
language plpgsql immutable
as $$
begin
  if capacity is null or capacity not between 1 and 1000 then
    perform app.raise_error('invalid_capacity', 'A session has room for 1 to 1000 people.');
  end if;
end
$$;
