-- Before a business's wording is written: checked against its kind (messaging.check_wording);
-- written without a language, it is the business's default language's (tenants.locale).
create or replace function messaging.message_template_written() returns trigger
language plpgsql
as $$
begin
  if new.locale is null then
    select t.locale into new.locale from public.tenants t where t.id = new.tenant_id;
  end if;
  perform messaging.check_wording(new.kind, new.subject, new.body, new.sms);
  return new;
end
$$;
