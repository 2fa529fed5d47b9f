-- A client turns reminders and text messages on or off at one business, on their own client
-- record only (clients may not write their record otherwise). What they did (booked,
-- cancelled, joined a waitlist, an offer) is emailed whatever they choose.
create or replace function public.set_message_choices(
  tenant_id uuid, reminders boolean, texts boolean
) returns public.clients
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  caller uuid := app.require_user();
  updated public.clients;
begin
  if set_message_choices.reminders is null or set_message_choices.texts is null then
    perform app.raise_error('invalid_choice', 'Say whether reminders and text messages are on.');
  end if;
  update public.clients
  set reminders_off = not set_message_choices.reminders,
      texts_off = not set_message_choices.texts
  where tenant_id = set_message_choices.tenant_id and user_id = caller
  returning * into updated;
  if updated.id is null then
    perform app.raise_error('not_a_client', 'Join this business before choosing its messages.', 403);
  end if;
  return updated;
end
$$;

revoke execute on function public.set_message_choices(uuid,boolean,boolean) from public;
grant execute on function public.set_message_choices(uuid,boolean,boolean) to authenticated, service_role;
