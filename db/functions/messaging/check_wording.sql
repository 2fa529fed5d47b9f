-- Refuses a business's wording of a kind that is not one we send (unknown_kind), a text
-- message for a kind sent by email only (no_texts), or a {placeholder} the kind does not have
-- (unknown_placeholder, naming it and where): the screen checks the same first, beside the
-- field; this holds for any other path.
create or replace function messaging.check_wording(
  kind text, subject text, body text, sms text
) returns void
language plpgsql stable
as $$
declare
  known record;
  part record;
  unknown text;
begin
  select k.placeholders, k.texts into known
  from messaging.message_kinds() k where k.kind = check_wording.kind;
  if not found then
    perform app.raise_error('unknown_kind',
      format('There is no message of kind "%s" to word.', check_wording.kind));
  end if;
  if check_wording.sms is not null and not known.texts then
    perform app.raise_error('no_texts',
      'This message is sent by email only: it has no text message to word.');
  end if;
  for part in
    select * from (values ('subject', check_wording.subject), ('text', check_wording.body),
                          ('text message', check_wording.sms)) p (name, words)
    where p.words is not null
  loop
    select string_agg(distinct '{' || m[1] || '}', ', ') into unknown
    from regexp_matches(part.words, '\{([a-z][a-z0-9_]*)\}', 'g') m
    where m[1] <> all (known.placeholders);
    if unknown is not null then
      perform app.raise_error('unknown_placeholder',
        format('The %s names %s, which this message does not have. Use its placeholders: %s.',
               part.name, unknown,
               (select string_agg('{' || p || '}', ', ') from unnest(known.placeholders) p)));
    end if;
  end loop;
end
$$;
