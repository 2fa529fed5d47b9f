-- A number that replied STOP, or that the gateway refused as unsubscribed: no text goes to it
-- again, from any business, until it replies START (docs/decisions/0070).
create or replace function messaging.text_opt_out(phone text, reason text) returns void
language sql
as $$
  insert into messaging.text_opt_outs (phone, reason)
  values (text_opt_out.phone, text_opt_out.reason)
  on conflict on constraint text_opt_outs_pkey do nothing
$$;
