-- What a place was charged when it was taken (its own charges; a late fee comes after).
create or replace function app.charged_for(place public.enrollments) returns bigint
language sql stable
as $$
  select coalesce(sum(amount_minor), 0)::bigint from public.transactions
  where tenant_id = place.tenant_id and enrollment_id = place.id and kind = 'charge'
$$;
