import type { MessageId } from '@shared/i18n/message-ids.ts';

/**
 * Where a membership stands (app.subscription_standing, decision 0060) and how each period's
 * charge is being collected (subscription_periods.billing), as the owner's screens say them.
 */

export const standings = [
  'active',
  'cancelling',
  'frozen',
  'overdue',
  'paused',
  'suspended',
  'pending',
  'ended',
  'abandoned',
] as const;
export type Standing = (typeof standings)[number];

export const standingWords = {
  active: 'memberships.standingActive',
  cancelling: 'memberships.standingCancelling',
  frozen: 'memberships.standingFrozen',
  overdue: 'memberships.standingOverdue',
  paused: 'memberships.standingPaused',
  suspended: 'memberships.standingSuspended',
  pending: 'memberships.standingPending',
  ended: 'memberships.standingEnded',
  abandoned: 'memberships.standingAbandoned',
} as const satisfies Record<Standing, MessageId>;

/** A badge's colour: teal is fine, orange needs an eye, red needs someone to act. */
export const standingColours = {
  active: 'teal',
  cancelling: 'yellow',
  frozen: 'blue',
  overdue: 'orange',
  paused: 'red',
  suspended: 'red',
  pending: 'gray',
  ended: 'gray',
  abandoned: 'gray',
} as const satisfies Record<Standing, string>;

/** Memberships whose renewal is unpaid: the ones staff chase. */
export const toChase: readonly Standing[] = ['overdue', 'paused', 'suspended'];

/** Memberships still running or about to: the members list shows these unless asked. */
export const current: readonly Standing[] = standings.filter(
  (standing) => standing !== 'ended' && standing !== 'abandoned',
);

export function isStanding(value: string | null): value is Standing {
  return (standings as readonly (string | null)[]).includes(value);
}

/** The standings a filter of the members list shows. */
export type StandingFilter = 'current' | 'to_chase' | 'all' | Standing;

export function standingsFor(filter: StandingFilter): readonly Standing[] | null {
  if (filter === 'all') return null;
  if (filter === 'current') return current;
  if (filter === 'to_chase') return toChase;
  return [filter];
}

export type Billing = 'paid' | 'due' | 'charging' | 'retrying' | 'failed' | 'written_off' | 'desk';

export const billingWords = {
  paid: 'memberships.billingPaid',
  due: 'memberships.billingDue',
  charging: 'memberships.billingCharging',
  retrying: 'memberships.billingRetrying',
  failed: 'memberships.billingFailed',
  written_off: 'memberships.billingWrittenOff',
  desk: 'memberships.billingDesk',
} as const satisfies Record<Billing, MessageId>;

export function billingWord(billing: string): MessageId {
  return billing in billingWords ? billingWords[billing as Billing] : 'memberships.billingDue';
}

/** Whether staff may try the card again now or write the amount off: a renewal left unpaid. */
export function unpaidRenewal(billing: string): boolean {
  return billing === 'retrying' || billing === 'failed';
}
