-- The language the request's visitor reads in, among the four: the server sets request.locale
-- from Accept-Language (src/shared/i18n/choose-locale.ts, with-request-role.ts); null when it
-- asks for none the product speaks, or outside a request.
create or replace function app.request_locale() returns text
language sql stable
as $$
  select l from (select nullif(current_setting('request.locale', true), '') as l) r
  where l in ('en', 'de', 'es', 'ar')
$$;

grant execute on function app.request_locale() to public, anon, authenticated, service_role;
