-- The documents each client still has to sign: the current version of every active template
-- that needs a signature. Read as the caller: staff see their clients', a client their own.
create or replace view public.documents_to_sign with (security_invoker = true) as
  select c.tenant_id, c.id as client_id, t.id as template_id, t.title, v.version,
         t.required_before_booking
  from public.clients c
  join public.document_templates t
    on t.tenant_id = c.tenant_id and t.active and t.requires_signature
  -- The latest version (a template without one has nothing to sign). Taken as a row rather than
  -- max() so the column keeps its NOT NULL in the generated types.
  join lateral (
    select version from public.document_template_versions
    where tenant_id = t.tenant_id and template_id = t.id
    order by version desc limit 1
  ) v on true
  where not exists (
    select 1 from public.client_documents d
    where d.tenant_id = c.tenant_id and d.client_id = c.id and d.kind = 'signed'
      and d.template_id = t.id and d.template_version = v.version
  );

grant select on public.documents_to_sign to authenticated, service_role;
