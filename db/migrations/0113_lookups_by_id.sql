-- Issue 25: the operations that take only an id (enroll, reschedule_booking and cancel_booking
-- a booking's; cancellation_preview, cancel_enrollment, accept_offer and check_in an
-- enrollment's; book_private, available_slots, schedule_series and schedule_session a
-- service's; set_staff_hours a staff member's) first find the row by that id alone. The
-- primary keys lead with tenant_id, so each such lookup read the whole key index: at 10,000
-- businesses an enrollment took twice as long as at one. Ids are random UUIDs, unique in
-- practice, but these indexes are not unique: a distributed (Citus) schema can only enforce
-- keys that hold the tenant_id, and the primary keys stay the rule.
create index bookings_by_id on public.bookings (id);
create index enrollments_by_id on public.enrollments (id);
create index services_by_id on public.services (id);
create index staff_by_id on public.staff (id);
