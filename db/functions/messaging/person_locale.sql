-- The language a person reads their messages and calendar feed in (docs/decisions/0057): their
-- account's own choice (auth.users.raw_user_meta_data ->> 'locale', which the SPA sets; anything
-- but the four is passed over), else, for a client, the language they signed up or booked in
-- (clients.locale), else the business's default (tenants.locale), else English. Their account:
-- the client record's, else the staff member's, else `account` (a message's user).
create or replace function messaging.person_locale(
  tenant uuid, client uuid, staff uuid, account uuid
) returns text
language sql stable
as $$
  with person as (
    select coalesce(
      (select c.user_id from public.clients c
       where c.tenant_id = person_locale.tenant and c.id = person_locale.client),
      (select s.user_id from public.staff s
       where s.tenant_id = person_locale.tenant and s.id = person_locale.staff),
      person_locale.account) as user_id
  )
  select coalesce(
    (select u.raw_user_meta_data ->> 'locale' from auth.users u join person p on u.id = p.user_id
     where u.raw_user_meta_data ->> 'locale' in ('en', 'de', 'es', 'ar')),
    (select c.locale from public.clients c
     where c.tenant_id = person_locale.tenant and c.id = person_locale.client),
    (select t.locale from public.tenants t where t.id = person_locale.tenant),
    'en')
$$;
