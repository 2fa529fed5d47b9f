-- Issue 25 point 2: every function a policy calls finds the caller's rows through an index that
-- leads with what it filters on, so its cost stays the same however many businesses there are.
--
-- app.own_client_records() and app.own_enrollments() look up the caller's client rows by
-- user_id alone. The only index holding user_id was clients (tenant_id, user_id), with user_id
-- second: the planner read all of it, 43 buffers at 28,617 clients against 2 with this index,
-- four times per bookings read. Most clients have no portal account, so the index keeps only
-- the rows that have one. memberships (user_id) exists since 0010 for app.tenants_with_role.
create index clients_by_user on public.clients (user_id) where user_id is not null;
