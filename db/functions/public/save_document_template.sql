create or replace function public.save_document_template(
  tenant_id uuid,
  title text,
  body text,
  template_id uuid default null,
  requires_signature boolean default null,
  required_before_booking boolean default null,
  active boolean default null
) returns public.document_templates
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  saved public.document_templates;
  latest text;
begin
  perform app.require_user();
  if save_document_template.tenant_id is null
     or save_document_template.tenant_id not in (select app.admin_tenants()) then
    perform app.raise_error('forbidden', 'Your role cannot change the documents of this business.', 403);
  end if;
  if length(btrim(coalesce(save_document_template.title, ''))) not between 1 and 200 then
    perform app.raise_error('invalid_title', 'Give the document a title of 1 to 200 characters.');
  end if;
  if length(btrim(coalesce(save_document_template.body, ''))) not between 1 and 100000 then
    perform app.raise_error('invalid_body', 'Write the text of the document (up to 100,000 characters).');
  end if;

  if save_document_template.template_id is null then
    insert into public.document_templates
      (tenant_id, title, requires_signature, required_before_booking, active)
    values (save_document_template.tenant_id, btrim(save_document_template.title),
            coalesce(save_document_template.requires_signature, true),
            coalesce(save_document_template.required_before_booking, false),
            coalesce(save_document_template.active, true))
    returning * into saved;
  else
    update public.document_templates t
    set title = btrim(save_document_template.title),
        requires_signature = coalesce(save_document_template.requires_signature, t.requires_signature),
        required_before_booking =
          coalesce(save_document_template.required_before_booking, t.required_before_booking),
        active = coalesce(save_document_template.active, t.active)
    where t.tenant_id = save_document_template.tenant_id and t.id = save_document_template.template_id
    returning * into saved;
    if saved.id is null then
      perform app.raise_error('template_not_found', 'There is no such document.', 404);
    end if;
  end if;

  select v.body into latest from public.document_template_versions v
  where v.tenant_id = saved.tenant_id and v.template_id = saved.id
  order by v.version desc limit 1;
  if latest is distinct from save_document_template.body then
    -- Numbered by app.number_template_version, which locks the template row.
    insert into public.document_template_versions (tenant_id, template_id, version, body)
    values (saved.tenant_id, saved.id, 1, save_document_template.body);
  end if;
  return saved;
end
$$;

revoke execute on function public.save_document_template(uuid,text,text,uuid,boolean,boolean,boolean) from public;
grant execute on function public.save_document_template(uuid,text,text,uuid,boolean,boolean,boolean) to authenticated, service_role;
