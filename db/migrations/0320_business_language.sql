-- Issue 34, point 3: a business's default language, which its booking page speaks to a visitor
-- whose browser asks for none of the product's (docs/decisions/0056). Only the languages the
-- product has catalogues for (src/shared/i18n/locales.ts); every business so far has 'en'.
alter table public.tenants
  add constraint tenants_locale_known check (locale in ('en', 'de', 'es', 'ar'));
