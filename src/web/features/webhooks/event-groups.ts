import type { MessageId } from '@shared/i18n/message-ids.ts';

// The events an endpoint can be told of, as the form groups them, and their words. The names
// themselves are the core's (src/shared/webhook-events.ts); a name is its group, a dot and
// what happened ("booking.created").

export type EventGroup = 'booking' | 'place' | 'client' | 'payment' | 'message' | 'membership';

/** The groups in the order the form shows them, each with its name and its "all of" label. */
export const eventGroups = [
  { group: 'booking', name: 'webhooks.groupBooking', all: 'webhooks.allBooking' },
  { group: 'place', name: 'webhooks.groupPlace', all: 'webhooks.allPlace' },
  { group: 'client', name: 'webhooks.groupClient', all: 'webhooks.allClient' },
  { group: 'payment', name: 'webhooks.groupPayment', all: 'webhooks.allPayment' },
  { group: 'message', name: 'webhooks.groupMessage', all: 'webhooks.allMessage' },
  { group: 'membership', name: 'webhooks.groupMembership', all: 'webhooks.allMembership' },
] as const satisfies readonly { group: EventGroup; name: MessageId; all: MessageId }[];

/** An event's label and its one-line explanation (the test ping has a label only). */
interface EventWords {
  label: MessageId;
  text?: MessageId;
}

// By group, then by what happened: the catalogue ids are whole literals, the event names never.
const wordsByGroup: Record<string, Record<string, EventWords>> = {
  booking: {
    created: { label: 'webhooks.eventBookingCreated', text: 'webhooks.eventBookingCreatedText' },
    rescheduled: {
      label: 'webhooks.eventBookingRescheduled',
      text: 'webhooks.eventBookingRescheduledText',
    },
    cancelled: {
      label: 'webhooks.eventBookingCancelled',
      text: 'webhooks.eventBookingCancelledText',
    },
    attended: { label: 'webhooks.eventBookingAttended', text: 'webhooks.eventBookingAttendedText' },
    no_show: { label: 'webhooks.eventBookingNoShow', text: 'webhooks.eventBookingNoShowText' },
  },
  place: {
    created: { label: 'webhooks.eventPlaceCreated', text: 'webhooks.eventPlaceCreatedText' },
    cancelled: { label: 'webhooks.eventPlaceCancelled', text: 'webhooks.eventPlaceCancelledText' },
    attended: { label: 'webhooks.eventPlaceAttended', text: 'webhooks.eventPlaceAttendedText' },
    no_show: { label: 'webhooks.eventPlaceNoShow', text: 'webhooks.eventPlaceNoShowText' },
  },
  client: {
    created: { label: 'webhooks.eventClientCreated', text: 'webhooks.eventClientCreatedText' },
    updated: { label: 'webhooks.eventClientUpdated', text: 'webhooks.eventClientUpdatedText' },
  },
  payment: {
    succeeded: {
      label: 'webhooks.eventPaymentSucceeded',
      text: 'webhooks.eventPaymentSucceededText',
    },
    refunded: { label: 'webhooks.eventPaymentRefunded', text: 'webhooks.eventPaymentRefundedText' },
  },
  message: {
    failed: { label: 'webhooks.eventMessageFailed', text: 'webhooks.eventMessageFailedText' },
  },
  membership: {
    created: {
      label: 'webhooks.eventMembershipCreated',
      text: 'webhooks.eventMembershipCreatedText',
    },
    renewed: {
      label: 'webhooks.eventMembershipRenewed',
      text: 'webhooks.eventMembershipRenewedText',
    },
    payment_failed: {
      label: 'webhooks.eventMembershipPaymentFailed',
      text: 'webhooks.eventMembershipPaymentFailedText',
    },
    cancelled: {
      label: 'webhooks.eventMembershipCancelled',
      text: 'webhooks.eventMembershipCancelledText',
    },
  },
  webhook: { test: { label: 'webhooks.eventWebhookTest' } },
};

/** An event name's group and what happened: membership.payment_failed is membership and payment_failed. */
function partsOf(event: string): [string, string] {
  const dot = event.indexOf('.');
  return dot === -1 ? [event, ''] : [event.slice(0, dot), event.slice(dot + 1)];
}

/** An event's words, or null for a name this SPA does not know (a newer server's). */
export function eventWords(event: string): EventWords | null {
  const [group, happened] = partsOf(event);
  const words = Object.hasOwn(wordsByGroup, group) ? wordsByGroup[group] : undefined;
  return words && Object.hasOwn(words, happened) ? (words[happened] ?? null) : null;
}

/** The events of each group, in the order of `events`; a group without any is left out. */
export function groupEvents(events: readonly string[]) {
  return eventGroups
    .map((entry) => ({
      ...entry,
      events: events.filter((event) => partsOf(event)[0] === entry.group),
    }))
    .filter((entry) => entry.events.length > 0);
}

/** How much of a group is chosen, for its "all of" box: checked, half-checked or empty. */
export function groupChoice(
  groupEvents: readonly string[],
  chosen: readonly string[],
): 'all' | 'some' | 'none' {
  const count = groupEvents.filter((event) => chosen.includes(event)).length;
  return count === 0 ? 'none' : count === groupEvents.length ? 'all' : 'some';
}

/**
 * The choice after a box is clicked: an event's own (`events` is that one event) or a group's
 * "all of" box. Every one of `events` is chosen, or none of them when all were; the others stay.
 * `order` keeps the result in the events' own order.
 */
export function toggleEvents(
  chosen: readonly string[],
  events: readonly string[],
  order: readonly string[],
): string[] {
  const all = groupChoice(events, chosen) === 'all';
  const next = new Set(chosen);
  for (const event of events) {
    if (all) next.delete(event);
    else next.add(event);
  }
  return order.filter((event) => next.has(event));
}
