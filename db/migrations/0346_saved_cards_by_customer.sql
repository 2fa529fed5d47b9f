-- The billing worker reads each member's saved card at the test provider before charging it
-- (GET /v1/payment_methods?customer=…): found by the customer, not by a scan of every card the
-- business's members ever saved (10,000 renewals at once: bench/memberships.mjs).
create index test_provider_objects_cards_by_customer
  on payments.test_provider_objects (tenant_id, (object ->> 'customer'), created_at)
  where object ->> 'object' = 'payment_method';
