-- The active options (prices, packs, passes, private lengths) of a business's active services, to
-- anyone (0028). Runs as its owner: only these columns and rows leave the table.
create or replace view public.catalogue_options with (security_barrier) as
  select o.tenant_id, o.id, o.service_id, o.kind, o.name, o.price_minor, o.currency,
         o.duration_minutes, o.credits, o.validity_days, o.sort_order
  from public.service_options o
  join public.services s on s.tenant_id = o.tenant_id and s.id = o.service_id and s.active
  where o.active;

grant select on public.catalogue_options to anon, authenticated, service_role;
