-- What the worker needs of a business besides a message's snapshot: the sender name and
-- reply-to address it set, and its own subject, body and text message for the message's kind in
-- the recipient's language (null: ours in that language). A wording the business wrote in
-- another language is never used: a German wording does not reach a Spanish client as theirs
-- (docs/decisions/0057).
create or replace function messaging.business_wording(tenant uuid, kind text, locale text)
returns table (sender_name text, reply_to text, subject text, body text, sms text)
language sql stable
as $$
  select t.message_sender_name, t.message_reply_to, m.subject, m.body, m.sms
  from public.tenants t
  left join public.message_templates m
    on m.tenant_id = t.id and m.kind = business_wording.kind
       and m.locale = business_wording.locale
  where t.id = business_wording.tenant
$$;
