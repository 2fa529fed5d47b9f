-- What a sign-up or booking page may show of any business, to anyone: its public name by its
-- address, its zone and currency, and its brand (a short description, the accent colour and the
-- logo's name in the public business-brand bucket; issue 19), and the websites that may show its
-- booking page in a frame (0215). A view runs as its owner, so it reads past the policies above;
-- it shows only these columns.
create or replace view public.tenant_directory as
  select id, slug, name, time_zone, currency, locale,
         brand_description, brand_colour, brand_logo, embed_origins
  from public.tenants;

grant select on public.tenant_directory to anon, authenticated, service_role;
