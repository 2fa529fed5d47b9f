-- What a link preview (Open Graph tags) of a booking link shows: the business (by slug, or the
-- one offering the service or session when the link names no business), and the active service
-- or the scheduled session the link points at, when there is one. Only what the public booking
-- page shows: names, descriptions, the logo's name and a session's start; never a client's data.
-- With the business come the websites that may frame its booking pages (embed_origins, 0215),
-- and what the page's description says of it (issue 33, decision 0055): its address, which the
-- business gives for clients to find it, and the first names of what it offers (services a
-- visitor can book: active, with an active option), four at most, so that a description can say
-- "and more" after three. Its default language (issue 34) chooses the words of a preview for a
-- reader whose browser asks for none of the product's.
-- Called by the server as service_role when it answers a page (src/server/link-preview/).
create or replace function app.link_preview(slug text, service_id uuid, booking_id uuid)
returns jsonb
language sql stable
as $$
  with session as (
    select b.tenant_id, b.service_id, b.starts_at from public.bookings b
    where b.id = link_preview.booking_id and b.status = 'scheduled'
      and (link_preview.slug is null
           or b.tenant_id = (select t.id from public.tenants t where t.slug = link_preview.slug))
    limit 1
  ),
  service as (
    select s.tenant_id, s.name, s.description from public.services s
    where s.active
      and ((exists (select 1 from session)
            and (s.tenant_id, s.id) = (select tenant_id, service_id from session))
        or (not exists (select 1 from session) and s.id = link_preview.service_id
            and (link_preview.slug is null
                 or s.tenant_id = (select t.id from public.tenants t
                                   where t.slug = link_preview.slug))))
    limit 1
  ),
  business as (
    select t.id, t.slug, t.name, t.time_zone, t.locale, t.brand_description, t.brand_logo,
           t.embed_origins, t.address
    from public.tenants t
    where t.id = coalesce((select tenant_id from service), (select tenant_id from session))
       or (t.slug = link_preview.slug and not exists (select 1 from service))
    limit 1
  )
  select case when exists (select 1 from business) then jsonb_build_object(
    'business', (select jsonb_build_object(
                   'slug', slug, 'name', name, 'time_zone', time_zone, 'locale', locale,
                   'description', brand_description, 'logo', brand_logo,
                   'embed_origins', embed_origins, 'address', address,
                   'services', array(
                     select s.name from public.services s
                     where s.tenant_id = business.id and s.active
                       and exists (select 1 from public.service_options o
                                   where o.tenant_id = s.tenant_id and o.service_id = s.id
                                     and o.active)
                     order by s.name limit 4)) from business),
    'service', (select jsonb_build_object('name', name, 'description', description) from service),
    'starts_at', (select starts_at from session where exists (select 1 from service))
  ) end
$$;

revoke execute on function app.link_preview(text, uuid, uuid) from public, anon, authenticated;
grant execute on function app.link_preview(text, uuid, uuid) to service_role;
