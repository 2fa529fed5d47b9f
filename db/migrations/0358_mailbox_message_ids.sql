-- The outbox's messages kept in the embedded mailbox carry their Message-ID, once each: a worker
-- that kept one and died before marking it sent leaves it to another process after the lease,
-- which keeps it again; the mailbox, like a receiver deduping by Message-ID, keeps the first
-- (docs/decisions/0072). The auth service's codes have none.
alter table platform.mailbox_messages add column message_id text;
create unique index mailbox_messages_message_id on platform.mailbox_messages (message_id);
