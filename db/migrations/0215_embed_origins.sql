-- Issue 19, point 4: the business's own websites, which may show its booking page inside a
-- frame. The booking screens are framable only by these origins (the server's
-- Content-Security-Policy frame-ancestors), so no other site can overlay them; the embed page
-- books inside the frame only when the site framing it is one of them, and otherwise opens the
-- booking in a tab of its own. docs/decisions/0035-booking-inside-the-business-website.md.
alter table public.tenants
  add column embed_origins text[] not null default '{}'
    -- At most five origins: scheme, host and port, lower case, no path. Joined by spaces, they
    -- must read as origins, and split again give as many: no element holds a space.
    check (cardinality(embed_origins) <= 5
           and array_to_string(embed_origins, ' ')
               ~ '^(https?://[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:[0-9]{1,5})?( |$))*$'
           and cardinality(string_to_array(array_to_string(embed_origins, ' '), ' '))
               = cardinality(embed_origins));
