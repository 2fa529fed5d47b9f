-- Issue 35: a place is booked with a membership. enroll gains subscription_id
-- (db/functions/public/enroll.sql states the new function; callers use named arguments).
drop function if exists public.enroll(uuid, uuid, uuid, text);
