-- Whether a number replied STOP (or the gateway refused it as unsubscribed) and not START since.
create or replace function messaging.text_opted_out(phone text) returns boolean
language sql stable
as $$
  select exists (select from messaging.text_opt_outs o where o.phone = text_opted_out.phone)
$$;
