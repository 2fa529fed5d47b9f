-- A client signs the current version of a template: typed name and consent. Signing the same
-- version again returns the copy already signed.
create or replace function public.sign_document(
  tenant_id uuid, template_id uuid, signed_name text, consent boolean
) returns public.client_documents
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  caller uuid := app.require_user();
  client uuid;
  template public.document_templates;
  current public.document_template_versions;
  signed public.client_documents;
begin
  select client_id into client from app.own_client_records()
  where tenant_id = sign_document.tenant_id;
  if client is null then
    perform app.raise_error('not_a_client', 'Join this business before signing its documents.', 403);
  end if;
  select * into template from public.document_templates
  where tenant_id = sign_document.tenant_id and id = sign_document.template_id;
  if template.id is null or not template.active then
    perform app.raise_error('document_not_found', 'This document is not available to sign.', 404);
  end if;
  select * into current from public.document_template_versions
  where tenant_id = template.tenant_id and template_id = template.id
  order by version desc limit 1;
  if current.version is null then
    perform app.raise_error('document_not_found', 'This document has no text to sign yet.', 404);
  end if;
  if length(btrim(coalesce(sign_document.signed_name, ''))) = 0 then
    perform app.raise_error('name_required', 'Type your full name to sign.');
  end if;
  if coalesce(sign_document.consent, false) is false then
    perform app.raise_error('consent_required', 'Tick the box to agree before signing.');
  end if;
  insert into public.client_documents
    (tenant_id, client_id, kind, title, template_id, template_version, signed_name, signed_by,
     signed_at, text_sha256)
  values (template.tenant_id, client, 'signed', template.title, template.id, current.version,
          btrim(sign_document.signed_name), caller, now(),
          encode(sha256(convert_to(current.body, 'UTF8')), 'hex'))
  on conflict (tenant_id, client_id, template_id, template_version) where kind = 'signed'
  do nothing;
  select * into signed from public.client_documents
  where tenant_id = template.tenant_id and client_id = client and kind = 'signed'
    and template_id = template.id and template_version = current.version;
  return signed;
end
$$;

revoke execute on function public.sign_document(uuid,uuid,text,boolean) from public;
grant execute on function public.sign_document(uuid,uuid,text,boolean) to authenticated, service_role;
