-- Request counts per client address and minute for the auth endpoints that guess-and-try
-- attacks use (token, verify, otp). In the database so every instance counts the same hits.

create table auth.rate_limits (
  key text not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (key, window_start)
);
