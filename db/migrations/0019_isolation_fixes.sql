-- Holes the isolation matrix (db/tests/isolation.test.ts) found against DESIGN.md section 5.

-- Clients read the text of a template only when they may sign it (the template is active, as
-- document_templates_read lets them see it) or when they signed that very version. Before,
-- every version of every template of their business was theirs to read, so the body of a
-- draft or a retired form showed while its template stayed hidden.
drop policy document_template_versions_read on public.document_template_versions;
create policy document_template_versions_read on public.document_template_versions
  for select to authenticated
  using (
    tenant_id in (select app.staff_tenants())
    or (tenant_id, template_id) in (
      select t.tenant_id, t.id from public.document_templates t
      where t.active and t.tenant_id in (select app.client_tenants())
    )
    or (tenant_id, template_id, version) in (
      select d.tenant_id, d.template_id, d.template_version from public.client_documents d
      where d.kind = 'signed'
        and (d.tenant_id, d.client_id) in (select tenant_id, client_id from app.own_client_records())
    )
  );

-- A client record is linked to a portal account only by that account's owner (join_tenant, a
-- security definer function), never by a direct write: staff who could set clients.user_id
-- could hand one client's bookings, ledger and documents to another account, or link a record
-- to themselves and sign documents in the client's name. Staff may still remove a link, and
-- service_role (the server's own work) may do both.
create function app.keep_portal_links() returns trigger
language plpgsql
as $$
declare
  linked_before uuid;
begin
  if tg_op = 'UPDATE' then
    linked_before := old.user_id;
  end if;
  if current_user in ('anon', 'authenticated')
     and new.user_id is not null
     and new.user_id is distinct from linked_before then
    perform app.raise_error('portal_link_forbidden',
      'A client links their own account by joining the business; staff can only remove a link.',
      403);
  end if;
  return new;
end
$$;
create trigger clients_portal_links
  before insert or update of user_id on public.clients
  for each row execute function app.keep_portal_links();
