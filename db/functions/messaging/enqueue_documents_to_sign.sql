-- A client who joins a business that asks for documents before a first booking (and has not
-- booked yet) is sent the list of what stands in the way, with a link to sign them: the same
-- templates the first booking checks (app.check_documents_before_first_booking), each at its
-- current version. The key names the client and each document's version, so a client is told
-- once per version.
create or replace function messaging.enqueue_documents_to_sign(tenant uuid, client uuid)
returns void
language plpgsql
as $$
declare
  documents jsonb;
  versions text;
begin
  if not coalesce((select t.documents_before_first_booking from public.tenants t
                   where t.id = enqueue_documents_to_sign.tenant), false)
     or exists (select 1 from public.enrollments e
                where e.tenant_id = enqueue_documents_to_sign.tenant
                  and e.client_id = enqueue_documents_to_sign.client) then
    return;
  end if;
  select jsonb_agg(jsonb_build_object('title', t.title, 'version', v.version)
                   order by t.title, t.id),
         string_agg(t.id || '@' || v.version, ',' order by t.id)
    into documents, versions
  from public.document_templates t
  join lateral (
    select max(dv.version) as version from public.document_template_versions dv
    where dv.tenant_id = t.tenant_id and dv.template_id = t.id
  ) v on v.version is not null
  where t.tenant_id = enqueue_documents_to_sign.tenant and t.active and t.requires_signature
    and t.required_before_booking
    and not exists (
      select 1 from public.client_documents d
      where d.tenant_id = t.tenant_id and d.client_id = enqueue_documents_to_sign.client
        and d.kind = 'signed' and d.template_id = t.id);
  if documents is null then
    return;
  end if;
  perform messaging.enqueue(enqueue_documents_to_sign.tenant, enqueue_documents_to_sign.client,
    'documents:' || enqueue_documents_to_sign.client || ':' || versions,
    'documents_to_sign',
    jsonb_build_object(
      'business', messaging.business_snapshot(enqueue_documents_to_sign.tenant),
      'client', (select jsonb_build_object('name', c.full_name) from public.clients c
                 where c.tenant_id = enqueue_documents_to_sign.tenant
                   and c.id = enqueue_documents_to_sign.client),
      'documents', documents));
end
$$;
