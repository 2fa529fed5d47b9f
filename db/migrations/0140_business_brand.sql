-- Issue 19, point 3: a business's brand (logo, accent colour, a short description), which its
-- public booking page, embed page, link previews and client area show to anyone. The logo is a
-- file in a public bucket, so an anonymous visitor's browser and a link-preview robot can load
-- it by URL; the columns are shown to anyone through public.tenant_directory only.
-- docs/decisions/0027-business-brand-and-booking-page.md.

-- The business a business-brand file belongs to (db/functions/app/brand_file_tenant.sql).
create function app.brand_file_tenant(name text) returns uuid
language sql immutable
as $$
  select case
    when array_length(parts, 1) = 2
     and parts[1] ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
     and parts[2] <> ''
    then parts[1]::uuid
  end
  from (select string_to_array(name, '/') as parts) named
$$;
grant execute on function app.brand_file_tenant(text) to public, anon, authenticated, service_role;

alter table public.tenants
  add column brand_description text
    check (brand_description = btrim(brand_description)
           and char_length(brand_description) between 1 and 280),
  -- Lower-case #rrggbb. The settings screen darkens a colour to pass WCAG AA against white
  -- before saving (src/shared/brand/accent-colour.ts); the database keeps the format only.
  add column brand_colour text check (brand_colour ~ '^#[0-9a-f]{6}$'),
  -- The logo's name in the business-brand bucket, always in the business's own folder.
  add column brand_logo text check (app.brand_file_tenant(brand_logo) = id);

-- Public: anyone may load a logo by its URL (GET /storage/v1/object/public/business-brand/...).
-- Raster images only, at most 1 MiB: an SVG can carry script, and link previews in messaging
-- apps do not show SVG. A logo is small; a photo straight off a phone is refused with the size.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('business-brand', 'business-brand', true, 1048576,
        array['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

-- The owners of a business add, replace and remove the files of its folder (as they alone
-- change its settings); its team reads them through the API too. Public downloads need no
-- policy: they read a public bucket's file by name, as service_role.
create policy business_brand_team_read on storage.objects for select to authenticated
  using (bucket_id = 'business-brand'
         and app.brand_file_tenant(name) in (select app.staff_tenants()));
create policy business_brand_owner_upload on storage.objects for insert to authenticated
  with check (bucket_id = 'business-brand'
              and app.brand_file_tenant(name) in (select app.owner_tenants()));
create policy business_brand_owner_replace on storage.objects for update to authenticated
  using (bucket_id = 'business-brand'
         and app.brand_file_tenant(name) in (select app.owner_tenants()))
  with check (bucket_id = 'business-brand'
              and app.brand_file_tenant(name) in (select app.owner_tenants()));
create policy business_brand_owner_delete on storage.objects for delete to authenticated
  using (bucket_id = 'business-brand'
         and app.brand_file_tenant(name) in (select app.owner_tenants()));
