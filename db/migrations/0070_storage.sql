-- File storage (issue #7, point 6): the `storage` schema with Supabase Storage's names, so that
-- policies read as they do on Supabase (storage.foldername(name), bucket_id, owner). The bytes
-- live on disk under STORAGE_DIR, keyed by `version`; these rows are the only way to reach them,
-- and /storage/v1 writes and reads them as the request's role, so row-level security decides.
-- docs/decisions/0012-file-storage.md.

create schema storage;
grant usage on schema storage to anon, authenticated, service_role;

create table storage.buckets (
  id text primary key check (id ~ '^[a-z0-9][a-z0-9_.-]{0,62}$' and id not like '%..%'),
  name text not null unique,
  owner uuid,
  public boolean not null default false,
  file_size_limit bigint check (file_size_limit > 0),
  allowed_mime_types text[],
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (name = id)
);

create table storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text not null references storage.buckets (id),
  name text not null check (length(name) between 1 and 1024),
  owner uuid default auth.uid(),
  -- {eTag, size, mimetype, cacheControl, lastModified, contentLength, httpStatusCode}, as on
  -- Supabase, so that list() answers with the fields supabase-js users read.
  metadata jsonb,
  user_metadata jsonb,
  -- The file on disk: a new version for every write, so a replaced file is never overwritten
  -- in place and a rolled-back write leaves the old one untouched.
  version text not null,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_accessed_at timestamptz not null default now(),
  unique (bucket_id, name)
);
create index objects_bucket_name on storage.objects (bucket_id, name text_pattern_ops);

-- Supabase's path helpers: the folders of a name, and its last part.
create function storage.foldername(name text) returns text[]
language sql immutable
as $$
  select (string_to_array(name, '/'))[1:array_length(string_to_array(name, '/'), 1) - 1]
$$;

create function storage.filename(name text) returns text
language sql immutable
as $$
  select (string_to_array(name, '/'))[array_length(string_to_array(name, '/'), 1)]
$$;

create function storage.extension(name text) returns text
language sql immutable
as $$
  select case when storage.filename(name) like '%.%'
              then reverse(split_part(reverse(storage.filename(name)), '.', 1)) else '' end
$$;

grant execute on function storage.foldername(text), storage.filename(text),
  storage.extension(text) to anon, authenticated, service_role;

alter table storage.buckets enable row level security;
alter table storage.buckets force row level security;
alter table storage.objects enable row level security;
alter table storage.objects force row level security;

-- Bucket settings (limits, allowed types) are not secret, and an upload reads them as the
-- caller; creating and changing buckets is for service_role only (it has no policy to pass).
create policy buckets_read on storage.buckets for select to authenticated using (true);

grant select on storage.buckets to anon, authenticated;
grant all on storage.buckets to service_role;
grant select, insert, update, delete on storage.objects to anon, authenticated;
grant all on storage.objects to service_role;

-- The product's bucket: a client's files, named `{tenant_id}/{client_id}/{file name}`. Private:
-- every read goes through the policies below or a signed URL made by someone who passed them.
-- The types are what a client's paperwork is (scans, photos, PDFs, office documents); HTML and
-- scripts are refused, so a file can never be served as a page of ours.
insert into storage.buckets (id, name, public, allowed_mime_types)
values ('client-files', 'client-files', false, array[
  'application/pdf', 'image/*', 'text/plain', 'text/csv',
  'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.oasis.opendocument.text'
]);

-- The business and client a client-files name belongs to, or null when the name has another
-- shape (no policy lets such a name through).
create function app.client_file_folder(name text) returns uuid[]
language sql immutable
as $$
  select case
    when array_length(parts, 1) = 3
     and parts[1] ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
     and parts[2] ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    then array[parts[1]::uuid, parts[2]::uuid]
  end
  from (select string_to_array(name, '/') as parts) named
$$;
grant execute on function app.client_file_folder(text) to anon, authenticated, service_role;

-- Staff of any role read a client's files and add new ones (to a client the business has);
-- replacing or deleting one is for admins and owners, as removing the client_documents row
-- that points at it is (0014): staff cannot make a document's file disappear under it.
-- A client reads the files under their own folder and nothing else; anon reads nothing.
create policy client_files_staff_read on storage.objects for select to authenticated
  using (bucket_id = 'client-files'
         and (app.client_file_folder(name))[1] in (select app.staff_tenants()));
create policy client_files_own_read on storage.objects for select to authenticated
  using (bucket_id = 'client-files'
         and ((app.client_file_folder(name))[1], (app.client_file_folder(name))[2])
             in (select tenant_id, client_id from app.own_client_records()));
create policy client_files_staff_upload on storage.objects for insert to authenticated
  with check (bucket_id = 'client-files'
              and (app.client_file_folder(name))[1] in (select app.staff_tenants())
              and exists (select 1 from public.clients c
                          where c.tenant_id = (app.client_file_folder(name))[1]
                            and c.id = (app.client_file_folder(name))[2]));
create policy client_files_admin_replace on storage.objects for update to authenticated
  using (bucket_id = 'client-files'
         and (app.client_file_folder(name))[1] in (select app.admin_tenants()))
  with check (bucket_id = 'client-files'
              and (app.client_file_folder(name))[1] in (select app.admin_tenants())
              and exists (select 1 from public.clients c
                          where c.tenant_id = (app.client_file_folder(name))[1]
                            and c.id = (app.client_file_folder(name))[2]));
create policy client_files_admin_delete on storage.objects for delete to authenticated
  using (bucket_id = 'client-files'
         and (app.client_file_folder(name))[1] in (select app.admin_tenants()));
