-- A number that replied START (or UNSTOP): texts to it go out again.
create or replace function messaging.text_opt_in(phone text) returns void
language sql
as $$
  delete from messaging.text_opt_outs where phone = text_opt_in.phone
$$;
