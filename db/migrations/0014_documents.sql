-- Documents: templates (waivers, forms) whose text is versioned and never rewritten, and the
-- documents a client holds: a signed copy of an exact version with the signer, the time and a
-- SHA-256 of the text signed, or a file kept in storage. DESIGN.md section 4.

create table public.document_templates (
  tenant_id uuid not null references public.tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  title text not null check (length(btrim(title)) between 1 and 200),
  requires_signature boolean not null default true,
  required_before_booking boolean not null default false,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id)
);

-- Each change of a template's text is a new version; a version is never changed.
create table public.document_template_versions (
  tenant_id uuid not null,
  template_id uuid not null,
  version int not null check (version > 0),
  body text not null check (length(btrim(body)) between 1 and 100000),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, template_id, version),
  foreign key (tenant_id, template_id) references public.document_templates (tenant_id, id)
    on delete cascade
);

-- Numbers versions 1, 2, 3 ... one writer at a time per template.
create function app.number_template_version() returns trigger
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
create trigger document_template_versions_number
  before insert on public.document_template_versions
  for each row execute function app.number_template_version();

create table public.client_documents (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  client_id uuid not null,
  kind text not null check (kind in ('signed', 'file')),
  title text not null check (length(btrim(title)) between 1 and 200),
  template_id uuid,
  template_version int,
  signed_name text,
  signed_by uuid references auth.users (id) on delete set null,
  signed_at timestamptz,
  text_sha256 text check (text_sha256 ~ '^[0-9a-f]{64}$'),
  storage_path text,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, client_id) references public.clients (tenant_id, id) on delete cascade,
  foreign key (tenant_id, template_id, template_version)
    references public.document_template_versions (tenant_id, template_id, version),
  constraint client_documents_signed check (kind <> 'signed' or (
    template_id is not null and template_version is not null and signed_name is not null
    and signed_at is not null and text_sha256 is not null)),
  constraint client_documents_file check (kind <> 'file' or storage_path is not null)
);
create unique index client_documents_signed_once
  on public.client_documents (tenant_id, client_id, template_id, template_version)
  where kind = 'signed';

alter table public.document_templates enable row level security;
alter table public.document_templates force row level security;
alter table public.document_template_versions enable row level security;
alter table public.document_template_versions force row level security;
alter table public.client_documents enable row level security;
alter table public.client_documents force row level security;

create policy document_templates_read on public.document_templates for select to authenticated
  using (tenant_id in (select app.staff_tenants())
         or (active and tenant_id in (select app.client_tenants())));
create policy document_templates_manage on public.document_templates for all to authenticated
  using (tenant_id in (select app.admin_tenants()))
  with check (tenant_id in (select app.admin_tenants()));
create policy document_template_versions_read on public.document_template_versions
  for select to authenticated
  using (tenant_id in (select app.visible_tenants()));
create policy document_template_versions_write on public.document_template_versions
  for insert to authenticated
  with check (tenant_id in (select app.admin_tenants()));
create policy client_documents_staff on public.client_documents for select to authenticated
  using (tenant_id in (select app.staff_tenants()));
create policy client_documents_own on public.client_documents for select to authenticated
  using ((tenant_id, client_id) in (select tenant_id, client_id from app.own_client_records()));
-- Admins attach files and remove them; signed copies are made only by sign_document.
create policy client_documents_files on public.client_documents for insert to authenticated
  with check (tenant_id in (select app.admin_tenants()) and kind = 'file');
create policy client_documents_remove on public.client_documents for delete to authenticated
  using (tenant_id in (select app.admin_tenants()) and kind = 'file');

grant select, insert, update, delete on public.document_templates to authenticated;
grant select, insert on public.document_template_versions to authenticated;
grant select, insert, delete on public.client_documents to authenticated;
grant all on public.document_templates, public.document_template_versions,
  public.client_documents to service_role;

-- The documents each client still has to sign: the current version of every active template
-- that needs a signature. Read as the caller: staff see their clients', a client their own.
create view public.documents_to_sign with (security_invoker = true) as
  select c.tenant_id, c.id as client_id, t.id as template_id, t.title, v.version,
         t.required_before_booking
  from public.clients c
  join public.document_templates t
    on t.tenant_id = c.tenant_id and t.active and t.requires_signature
  join lateral (
    select max(version) as version from public.document_template_versions
    where tenant_id = t.tenant_id and template_id = t.id
  ) v on v.version is not null
  where not exists (
    select 1 from public.client_documents d
    where d.tenant_id = c.tenant_id and d.client_id = c.id and d.kind = 'signed'
      and d.template_id = t.id and d.template_version = v.version
  );
grant select on public.documents_to_sign to authenticated, service_role;

-- A client signs the current version of a template: typed name and consent. Signing the same
-- version again returns the copy already signed.
create function public.sign_document(
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
revoke execute on function public.sign_document(uuid, uuid, text, boolean) from public, anon;
grant execute on function public.sign_document(uuid, uuid, text, boolean)
  to authenticated, service_role;
