-- Issue 34, point 3: every message in its recipient's language (docs/decisions/0057).
--
-- A client's language when their account names none: the one they used when they signed up with
-- the business or booked as a visitor (public.join_tenant, enroll, hold_place, book_private set
-- it from the request's Accept-Language). Null: not known, the business's default applies.
alter table public.clients
  add column locale text constraint clients_locale_known check (locale in ('en', 'de', 'es', 'ar'));

-- A business words each message per language: the wording of a kind in one language is one row.
-- The rows written before were in the business's default language.
alter table public.message_templates add column locale text;
update public.message_templates m set locale = t.locale
from public.tenants t where t.id = m.tenant_id;
alter table public.message_templates
  alter column locale set not null,
  add constraint message_templates_locale_known check (locale in ('en', 'de', 'es', 'ar')),
  drop constraint message_templates_pkey,
  add primary key (tenant_id, kind, locale);

-- The language a message was fixed in when it was enqueued: a test is sent in the language the
-- owner words and previews in. Null for every other message: the worker decides it when it
-- renders (messaging.message_locale).
alter table messaging.messages
  add column locale text constraint messages_locale_known check (locale in ('en', 'de', 'es', 'ar'));

-- Both take a language now (db/functions): the old signatures go first.
drop function if exists messaging.business_wording(uuid, text);
drop function if exists public.send_test_message(uuid, text);
