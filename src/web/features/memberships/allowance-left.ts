import type { Words } from '@shared/i18n/words.ts';

/**
 * What is left of a period's allowance: "3 of 8", "Unlimited", or "None" before a period has
 * begun (a membership awaiting its first payment). A grant of null credits is unlimited
 * (client_allowances); so is a plan without an allowance.
 */
export function allowanceLeft(
  membership: {
    period_ends_at: string | null;
    allowance: number | null;
    allowance_left: number | null;
  },
  words: Words,
): string {
  if (membership.period_ends_at === null) return words.formatMessage({ id: 'memberships.none' });
  if (membership.allowance === null) return words.formatMessage({ id: 'memberships.unlimited' });
  return words.formatMessage(
    { id: 'memberships.classesLeft' },
    { left: membership.allowance_left ?? 0, total: membership.allowance },
  );
}
