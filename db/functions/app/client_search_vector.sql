-- Search without trigrams (pg_trgm is not among the extensions we load): the words a client is
-- found by, as a full-text vector with the 'simple' configuration (no stemming, no stop words),
-- searched with prefix queries ('chr':*), which a GIN index answers. The email is also split at
-- its @ so its name and its domain are words of their own; the phone also counts as its digits.
-- Only immutable operators, so the planner can inline it and match the expression index below.
create or replace function app.client_search_vector(full_name text, email text, phone text)
returns tsvector
language sql immutable parallel safe
as $$
  select to_tsvector('simple'::regconfig,
    coalesce(full_name, '') || ' ' || coalesce(email, '') || ' '
    || coalesce(replace(email, '@', ' '), '') || ' ' || coalesce(phone, '') || ' '
    || coalesce(regexp_replace(phone, '[^0-9]', '', 'g'), ''))
$$;

grant execute on function app.client_search_vector(text,text,text) to public, anon, authenticated, service_role;
