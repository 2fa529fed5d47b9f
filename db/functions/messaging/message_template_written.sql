-- Before a business's wording is written: checked against its kind (messaging.check_wording).
create or replace function messaging.message_template_written() returns trigger
language plpgsql
as $$
begin
  perform messaging.check_wording(new.kind, new.subject, new.body, new.sms);
  return new;
end
$$;
