-- Imports clients from rows a file gave (through public.import_clients, which then analyzes),
-- in one transaction: each row is checked, the good ones are added, and the answer says what
-- happened to each (its position in `rows`, from 1).
-- A row whose email a client of the business already has (or an earlier row of the same file)
-- is skipped and reported, never added twice. Rows: objects with full_name (required), email,
-- phone, birth_date ('YYYY-MM-DD'), tags (an array, or text split at ; or ,) and status.
create or replace function app.import_clients(tenant_id uuid, rows jsonb)
returns table (row_number int, outcome text, code text, message text, client_id uuid)
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  caller uuid := app.require_user();
  tenant uuid := import_clients.tenant_id;
  item jsonb;
  position int := 0;
  name text;
  mail text;
  phone_text text;
  born date;
  tag_list text[];
  state text;
  existing text;
begin
  if tenant is null or tenant not in (select app.staff_tenants()) then
    perform app.raise_error('forbidden', 'Only the team of this business imports its clients.', 403);
  end if;
  if jsonb_typeof(import_clients.rows) is distinct from 'array' then
    perform app.raise_error('invalid_rows', 'Send the clients to import as a list of rows.');
  end if;
  if jsonb_array_length(import_clients.rows) > 5000 then
    perform app.raise_error('too_many_rows',
      'Import at most 5,000 clients at a time: split the file into smaller ones.', 413);
  end if;
  -- One import at a time per business, so the same file sent twice at once adds no one twice.
  perform pg_advisory_xact_lock(hashtextextended('import_clients ' || tenant::text, 0));

  for item in select value from jsonb_array_elements(import_clients.rows) loop
    position := position + 1;
    row_number := position;
    client_id := null;
    outcome := 'skipped';
    code := null;
    message := null;
    if jsonb_typeof(item) is distinct from 'object' then
      code := 'invalid_row';
      message := 'This row is not a client record.';
      return next;
      continue;
    end if;
    name := btrim(coalesce(item ->> 'full_name', ''));
    mail := nullif(lower(btrim(coalesce(item ->> 'email', ''))), '');
    phone_text := nullif(btrim(coalesce(item ->> 'phone', '')), '');
    born := app.birth_date_of(item ->> 'birth_date');
    state := coalesce(nullif(btrim(coalesce(item ->> 'status', '')), ''), 'active');
    -- Tags in the order given, each once.
    tag_list := array(
      select tag from (
        select btrim(given.tag) as tag, min(given.n) as first
        from (
          select x.tag, x.n from jsonb_array_elements_text(
            case when jsonb_typeof(item -> 'tags') = 'array' then item -> 'tags' else '[]' end
          ) with ordinality as x (tag, n)
          union all
          select y.tag, y.n from regexp_split_to_table(
            case when jsonb_typeof(item -> 'tags') = 'string' then item ->> 'tags' else '' end, '[;,]'
          ) with ordinality as y (tag, n)
        ) given
        where btrim(given.tag) <> ''
        group by btrim(given.tag)
      ) once
      order by once.first
    );

    if length(name) not between 1 and 200 then
      code := 'invalid_name';
      message := 'Give the client a name of 1 to 200 characters.';
    elsif mail is not null and (mail !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or length(mail) > 254) then
      code := 'invalid_email';
      message := format('%s is not an email address.', item ->> 'email');
    elsif phone_text is not null and phone_text !~ '^\+?[0-9 ().-]{3,40}$' then
      code := 'invalid_phone';
      message := format('%s is not a phone number: use digits, spaces and + ( ) . -', phone_text);
    elsif nullif(btrim(coalesce(item ->> 'birth_date', '')), '') is not null
          and (born is null or born > current_date) then
      code := 'invalid_birth_date';
      message := format('%s is not a date of birth: write it as YYYY-MM-DD.', item ->> 'birth_date');
    elsif state not in ('active', 'archived') then
      code := 'invalid_status';
      message := 'The status is active or archived.';
    elsif cardinality(tag_list) > 20 or exists (select 1 from unnest(tag_list) t where length(t) > 40) then
      code := 'invalid_tags';
      message := 'Give at most 20 tags of up to 40 characters each.';
    else
      existing := null;
      if mail is not null then
        select c.full_name into existing from public.clients c
        where c.tenant_id = tenant and lower(c.email) = mail
        limit 1;
      end if;
      if existing is not null then
        code := 'duplicate_email';
        message := format('%s already has the email %s.', existing, mail);
      else
        insert into public.clients (tenant_id, full_name, email, phone, birth_date, tags, status)
        values (tenant, name, mail, phone_text, born, tag_list, state)
        returning id into client_id;
        outcome := 'created';
      end if;
    end if;
    return next;
  end loop;
end
$$;

revoke execute on function app.import_clients(uuid,jsonb) from public;
