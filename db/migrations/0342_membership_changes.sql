-- app.subscription_to_change gains `running` (db/functions/app/subscription_to_change.sql
-- states the new function): freeze and change of plan refuse a membership not running there.
drop function if exists app.subscription_to_change(uuid);
