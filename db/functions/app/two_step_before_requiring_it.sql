-- An owner turns the rule on only from a session that already passed a second factor, so they
-- cannot shut themselves out of their own business by accident.
create or replace function app.two_step_before_requiring_it() returns trigger
language plpgsql
as $$
begin
  if new.staff_mfa_required and not old.staff_mfa_required
     and auth.uid() is not null and app.session_aal() <> 'aal2' then
    perform app.raise_error(
      'two_step_required_first',
      'Set up two-step sign-in for your own account, and use it, before requiring it of your team.',
      403
    );
  end if;
  return new;
end
$$;
