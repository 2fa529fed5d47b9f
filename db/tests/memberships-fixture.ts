import { expect } from 'vitest';
import type { TestServer } from '../../src/server/test-support/start-test-server.ts';
import { staffSession, type TestCatalogue } from '../../src/server/test-support/test-catalogue.ts';
import type { TestTenant } from '../../src/server/test-support/test-tenants.ts';

/** What the membership tests share: a business with a class (cat.yoga) and payments connected. */
export interface MembershipBusiness {
  server: TestServer;
  a: TestTenant;
  cat: TestCatalogue;
}

export interface Answer<T> {
  data: T | null;
  error: { code?: string; message: string } | null;
}

/** A plan of the business covering its class, made by its owner (8,000 a month by default). */
export async function makePlan(
  { a, cat }: MembershipBusiness,
  values: Record<string, unknown> = {},
): Promise<string> {
  const made = await a.owner.client
    .from('plans')
    .insert({ tenant_id: a.id, name: 'Monthly', price_minor: 8000, period: 'month', ...values })
    .select('id')
    .single<{ id: string }>();
  expect(made.error).toBeNull();
  const id = made.data?.id ?? '';
  const covered = await a.owner.client
    .from('plan_services')
    .insert({ tenant_id: a.id, plan_id: id, service_id: cat.yoga });
  expect(covered.error).toBeNull();
  return id;
}

/** A membership the owner sells at the desk to the business's client (live at once). */
export async function sellPlan(
  { a }: MembershipBusiness,
  planId: string,
  clientId = a.client.clientId,
): Promise<string> {
  const sold = await a.owner.client.rpc('sell_plan', {
    tenant_id: a.id,
    client_id: clientId,
    plan_id: planId,
    payment_method: 'cash',
  });
  expect(sold.error).toBeNull();
  return (sold.data as { id: string }).id;
}

/** The business's client asks to join a plan (pending its first card payment). */
export function joinPlan(
  { a }: MembershipBusiness,
  planId: string,
  consent = true,
): PromiseLike<Answer<{ id: string; state: string; pending_until: string }>> {
  return a.client.client.rpc('join_plan', { tenant_id: a.id, plan_id: planId, consent });
}

/** A one-hour session of the class `hoursAhead` from now, with room for `capacity`. */
export function classIn({ a, cat }: MembershipBusiness, hoursAhead: number, capacity = 5) {
  return staffSession(a, cat.yoga, hoursAhead, capacity);
}

/** The client books a session with a membership; answers what enroll answers. */
export function enrollWith(
  { a }: MembershipBusiness,
  bookingId: string,
  subscriptionId: string,
): PromiseLike<Answer<{ id: string; status: string }>> {
  return a.client.client.rpc('enroll', {
    booking_id: bookingId,
    option_id: null,
    subscription_id: subscriptionId,
  });
}

/** Moves the memberships' clock (app.now()) by `shift` from the real time; '0' puts it back. */
export async function shiftClock(server: TestServer, shift: string): Promise<void> {
  await server.db.query('update platform.clock set shift = $1::interval', [shift]);
}

/** What a membership's screens read (public.client_subscriptions), as the owner. */
export async function membershipRow(
  { a }: MembershipBusiness,
  subscriptionId: string,
): Promise<Record<string, unknown>> {
  const row = await a.owner.client
    .from('client_subscriptions')
    .select('*')
    .eq('id', subscriptionId)
    .single<Record<string, unknown>>();
  expect(row.error).toBeNull();
  return row.data ?? {};
}
