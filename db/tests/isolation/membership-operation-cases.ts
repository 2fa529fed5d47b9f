import type { IsolationContext } from '../../../src/server/test-support/isolation-fixture.ts';
import type { IsolationRows, Row } from '../../../src/server/test-support/isolation-rows.ts';
import { isolationPlan, isolationSubscription } from './membership-rows.ts';
import {
  fromB,
  inTeam,
  managers,
  signedOut,
  team,
  type OperationCase,
  type Outcome,
} from './operation-cases.ts';

// The operation matrix of memberships (issue 35): joining and selling plans, booking with a
// membership, changing one (the client's own, or staff for a client), and the figures (staff).

export function membershipOperationCases(
  { fixture, server }: IsolationContext,
  rows: IsolationRows,
): OperationCase[] {
  const a = fixture.a;
  const tenant_id = a.id;
  const own = a.client.clientId;
  const other = a.secondClient.clientId;
  const plan = async () => (await isolationPlan(rows, a)).id;
  const membership = async (client: string) =>
    (await isolationSubscription(server, rows, a, client)).id as string;
  let classes = 0;
  /** A class within the membership's first period (rows.session() is a month on). */
  const classSoon = () => {
    const starts = Date.now() + (48 + classes++) * 3600 * 1000;
    return rows.insert('bookings', {
      tenant_id,
      service_id: a.groupServiceId,
      starts_at: new Date(starts).toISOString(),
      ends_at: new Date(starts + 3600 * 1000).toISOString(),
      capacity: 10,
    });
  };
  let weeks = 0;
  /** A week of its own to freeze, some years on (each freeze is of a fresh membership). */
  const week = () => {
    const start = new Date(Date.UTC(2031, 5, 1) + 7 * 24 * 3600 * 1000 * weeks++);
    const end = new Date(start.getTime() + 7 * 24 * 3600 * 1000);
    return { starts_on: start.toISOString().slice(0, 10), ends_on: end.toISOString().slice(0, 10) };
  };

  /** The client's own membership and another client's, each changed by whoever may. */
  const forMemberships = (
    rpc: string,
    args: (subscription: string) => Promise<Row>,
  ): OperationCase[] => {
    const refusal: Outcome = '404 membership_not_found';
    return [
      {
        rpc,
        label: "of the client's own membership",
        args: async () => args(await membership(own)),
        expect: { ...signedOut, 'client of A': 'ok', ...team, ...fromB(refusal) },
      },
      {
        rpc,
        label: "of another client's membership",
        args: async () => args(await membership(other)),
        expect: { ...signedOut, 'client of A': refusal, ...team, ...fromB(refusal) },
      },
    ];
  };

  return [
    {
      rpc: 'join_plan',
      label: 'for the caller themselves',
      args: async () => ({ tenant_id, plan_id: await plan(), consent: true }),
      expect: {
        ...signedOut,
        'client of A': 'ok',
        ...inTeam('403 not_a_client'),
        ...fromB('404 plan_not_found'),
      },
    },
    {
      rpc: 'join_plan',
      label: 'for another client',
      args: async () => ({ tenant_id, plan_id: await plan(), client_id: other, consent: true }),
      expect: {
        ...signedOut,
        'client of A': '403 forbidden',
        ...team,
        ...fromB('404 plan_not_found'),
      },
    },
    {
      rpc: 'sell_plan',
      label: 'to a client at the desk',
      args: async () => ({
        tenant_id,
        client_id: other,
        plan_id: await plan(),
        payment_method: 'cash',
      }),
      expect: {
        ...signedOut,
        'client of A': '403 forbidden',
        ...managers,
        ...fromB('403 forbidden'),
      },
    },
    {
      rpc: 'enroll',
      label: "with the caller's own membership",
      args: async () => ({
        booking_id: (await classSoon()).id,
        option_id: null,
        subscription_id: await membership(own),
      }),
      expect: {
        ...signedOut,
        'client of A': 'ok',
        ...inTeam('403 not_a_client'),
        ...fromB('404 booking_not_found'),
      },
    },
    ...forMemberships('freeze_subscription', async (id) => ({ subscription_id: id, ...week() })),
    ...forMemberships('cancel_subscription', async (id) => ({ subscription_id: id })),
    ...forMemberships('keep_subscription', async (id) => ({ subscription_id: id })),
    ...forMemberships('cancellation_end', async (id) => ({ subscription_id: id })),
    ...forMemberships('change_plan', async (id) => ({
      subscription_id: id,
      plan_id: await plan(),
    })),
    {
      rpc: 'membership_figures',
      label: "of business A's memberships",
      args: async () => ({ tenant_id }),
      expect: { ...signedOut, 'client of A': '403 forbidden', ...team, ...fromB('403 forbidden') },
    },
  ];
}
