create or replace function app.ledger_is_append_only() returns trigger
language plpgsql
as $$
begin
  perform app.raise_error('ledger_append_only',
    'The ledger keeps every entry: record a refund or an adjustment instead.', 409);
  return null;
end
$$;
