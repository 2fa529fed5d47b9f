import type { Words } from '@shared/i18n/words.ts';
import { planAllowance, planPrice } from '../memberships/plan-terms';
import { isolate } from './bidi';
import type { OfferedPlan, OwnMembership } from './queries';

// Issue 35, point 2: a membership the client holds that covers a class is offered first, a plan
// that covers it is offered to join after the packs to buy. Which membership can book a class,
// and why one cannot, follows from client_subscriptions (its standing by the memberships'
// clock, the allowance left in the ledger); enroll says the last word with its own refusal.

/** Why a membership cannot book this class (null: it can). */
export type MembershipBar = 'allowance_used' | 'paused' | 'suspended' | 'ending' | 'next_period';

export type MembershipChoice =
  | { way: 'member'; membership: OwnMembership; bar: MembershipBar | null }
  | { way: 'join'; plan: OfferedPlan };

/** Standings in which a membership is held (its plan is not offered again to join). */
const held = new Set(['active', 'cancelling', 'frozen', 'overdue', 'paused', 'suspended']);

/**
 * Why a membership cannot book a class starting at `startsAt`, or null. A frozen membership
 * still books the classes after its freeze (decision 0061): whether the class falls on a frozen
 * day is enroll's to say.
 */
export function membershipBar(
  membership: Pick<OwnMembership, 'standing' | 'period_ends_at' | 'allowance_left' | 'ends_at'>,
  startsAt: string,
): MembershipBar | null {
  if (membership.standing === 'paused') return 'paused';
  if (membership.standing === 'suspended') return 'suspended';
  if (membership.ends_at !== null && Date.parse(startsAt) >= Date.parse(membership.ends_at))
    return 'ending';
  // A class after the period under way is booked once the membership has renewed (0060).
  if (
    membership.period_ends_at !== null &&
    Date.parse(startsAt) >= Date.parse(membership.period_ends_at)
  )
    return 'next_period';
  if (membership.allowance_left !== null && membership.allowance_left <= 0) return 'allowance_used';
  return null;
}

/** The memberships held that cover the service, then the plans covering it the client lacks. */
export function membershipChoices(
  serviceId: string,
  startsAt: string,
  memberships: OwnMembership[],
  plans: OfferedPlan[],
): { member: MembershipChoice[]; join: MembershipChoice[] } {
  const holding = memberships.filter(
    (membership) =>
      membership.state === 'live' &&
      membership.standing !== null &&
      held.has(membership.standing) &&
      membership.service_ids.includes(serviceId),
  );
  const heldPlans = new Set(holding.map((membership) => membership.plan_id));
  return {
    member: holding
      .map((membership) => ({
        way: 'member' as const,
        membership,
        bar: membershipBar(membership, startsAt),
      }))
      // One that can book first.
      .sort((a, b) => Number(a.bar !== null) - Number(b.bar !== null)),
    join: plans
      .filter((plan) => (plan.service_ids ?? []).includes(serviceId) && !heldPlans.has(plan.id))
      .map((plan) => ({ way: 'join' as const, plan })),
  };
}

/** "3 classes left this period", "Unlimited classes this period". */
export function allowanceLeft(left: number | null, words: Words): string {
  if (left === null) return words.formatMessage({ id: 'membership.unlimitedThisPeriod' });
  return words.formatMessage({ id: 'membership.classesLeft' }, { count: left });
}

const barWords = {
  allowance_used: 'membership.barAllowanceUsed',
  paused: 'membership.barPaused',
  suspended: 'membership.barSuspended',
  ending: 'membership.barEnding',
  next_period: 'membership.barNextPeriod',
} as const;

/** A membership way in words: what it is, what it gives (or why not now), and its cost. */
export function membershipChoiceText(
  choice: MembershipChoice,
  words: Words,
): { title: string; detail: string; cost: string } {
  if (choice.way === 'join')
    return {
      title: words.formatMessage(
        { id: 'membership.joinPlan' },
        { plan: isolate(choice.plan.name, words) },
      ),
      detail: planAllowance(choice.plan, words),
      cost: planPrice(choice.plan, words),
    };
  const { membership, bar } = choice;
  return {
    title: words.formatMessage(
      { id: 'membership.useYours' },
      { plan: isolate(membership.plan_name, words) },
    ),
    detail:
      bar === null
        ? allowanceLeft(membership.allowance_left, words)
        : words.formatMessage({ id: barWords[bar] }),
    cost: words.formatMessage({ id: 'membership.included' }),
  };
}
