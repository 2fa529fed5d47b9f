// Settings › Payments (issue 20, point 6): for each kind of option, whether clients must pay
// online when they book or buy it, or may pay at the desk. The database keeps two lists
// (payments.accounts: pay_online, pay_at_desk, never overlapping); the screen offers the two
// choices per kind.

import type { MessageId } from '@shared/i18n/message-ids.ts';

export const paymentKinds = ['drop_in', 'variant', 'pack', 'pass'] as const;
export type PaymentKind = (typeof paymentKinds)[number];
export type PaymentWay = 'online' | 'desk';

/** Each kind in the reader's words (messages/<locale>/money.ts). */
export const paymentKindWords = {
  drop_in: 'money.kindsDropIns',
  variant: 'money.kindsPrivateSessions',
  pack: 'money.kindsPacks',
  pass: 'money.kindsPasses',
} as const satisfies Record<PaymentKind, MessageId>;

/** Each kind's way, from the saved lists: a kind in neither list is paid either way, so desk. */
export function paymentWays(payOnline: readonly string[]): Record<PaymentKind, PaymentWay> {
  return Object.fromEntries(
    paymentKinds.map((kind) => [kind, payOnline.includes(kind) ? 'online' : 'desk']),
  ) as Record<PaymentKind, PaymentWay>;
}

/** The two lists set_payment_options takes, from each kind's way. */
export function paymentLists(ways: Record<PaymentKind, PaymentWay>) {
  return {
    pay_online: paymentKinds.filter((kind) => ways[kind] === 'online'),
    pay_at_desk: paymentKinds.filter((kind) => ways[kind] === 'desk'),
  };
}

/**
 * How a client may pay for a kind of option at this business: by card only (it must be paid
 * online), by card or at the desk, or at the desk only (the business takes no cards).
 */
export function cardWay(
  kind: string,
  ways: { pay_online: readonly string[] } | null,
): 'card' | 'either' | 'desk' {
  if (ways === null || !(paymentKinds as readonly string[]).includes(kind)) return 'desk';
  return ways.pay_online.includes(kind) ? 'card' : 'either';
}
