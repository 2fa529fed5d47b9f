create or replace function app.check_idempotency(tenant uuid, client uuid, key text)
returns public.enrollments
language plpgsql volatile
as $$
declare
  earlier public.enrollments;
begin
  if key is null then
    return null;
  end if;
  -- Held to the end of the transaction; the select below then sees a first request's row.
  perform pg_advisory_xact_lock(hashtextextended(tenant::text || '/' || key, 0));
  select * into earlier from public.enrollments where tenant_id = tenant and idempotency_key = key;
  if earlier.id is not null and earlier.client_id <> client then
    perform app.raise_error('idempotency_conflict', 'This request key was already used for another client.', 409);
  end if;
  return earlier;
end
$$;
