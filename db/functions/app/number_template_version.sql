-- Numbers versions 1, 2, 3 ... one writer at a time per template.
create or replace function app.number_template_version() returns trigger
language plpgsql
as $$
begin
  perform 1 from public.document_templates
  where tenant_id = new.tenant_id and id = new.template_id
  for update;
  select coalesce(max(version), 0) + 1 into new.version from public.document_template_versions
  where tenant_id = new.tenant_id and template_id = new.template_id;
  return new;
end
$$;
