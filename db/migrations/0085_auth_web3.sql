-- Web3 sign-in (grant_type=web3): the SHA-256 of every signed message used to sign in, kept
-- until the message would fail its time checks anyway, so a captured message and signature
-- cannot be replayed. In the database so that every instance refuses the same replays.

create table auth.web3_used_messages (
  digest text primary key,
  usable_until timestamptz not null
);
create index web3_used_messages_usable_until_idx on auth.web3_used_messages (usable_until);
