import { formatMoney } from '../format-money.ts';
import type { MessageId } from '../i18n/message-ids.ts';
import type { Words } from '../i18n/words.ts';
import { balanceWords, documentList, methodWords } from './account-message-content.ts';
import {
  accountMessageKinds,
  ownerMessageKinds,
  placeMessageKinds,
  staffMessageKinds,
  type AnyMessageSnapshot,
  type DocumentsSnapshot,
  type InvitationSnapshot,
  type LedgerSnapshot,
  type MessageKind,
  type MessageSnapshot,
  type WebhookSnapshot,
} from './message-snapshot.ts';
import { sessionTime, shortTime, untilTime } from './message-time.ts';
import { inviterName, roleInSentence } from './staff-message-content.ts';

// The {placeholders} a business may write in its own subject, body and text message (Settings ›
// Notifications): a small fixed set per kind, filled from the message's snapshot, so its words
// never state a fact of their own. The database holds the same list (messaging.message_kinds,
// docs/decisions/0034) and refuses a wording that names another; a test keeps the two equal.

export interface Placeholder {
  name: string;
  /** What it becomes, in plain words for the settings screen. */
  says: MessageId;
  /** The kinds it is for. */
  kinds: readonly MessageKind[];
  /**
   * Called with a snapshot of one of its kinds, already checked against the kind's shape, and
   * the reader's words (dates, money and the words it becomes are in their language).
   */
  value(s: AnyMessageSnapshot, words: Words): string;
}

interface PlaceholderOf<S> {
  name: string;
  says: MessageId;
  /** Some of the group's kinds only; all of them when absent. */
  only?: readonly MessageKind[];
  value(s: S, words: Words): string;
}

/** The placeholders of kinds that share a snapshot's shape. */
function group<S extends AnyMessageSnapshot>(
  kinds: readonly MessageKind[],
  list: PlaceholderOf<S>[],
): Placeholder[] {
  return list.map(({ name, says, only, value }) => ({
    name,
    says,
    kinds: only ?? kinds,
    value: (s, words) => value(s as S, words),
  }));
}

/** The kinds about a place in a session: to its client, or to its staff member. */
const placeKinds: readonly MessageKind[] = [
  ...placeMessageKinds,
  ...staffMessageKinds.filter((kind) => kind !== 'staff_invitation'),
];
const ledgerKinds = accountMessageKinds.filter((kind) => kind !== 'documents_to_sign');

const when = (
  starts: string,
  ends: string,
  s: { business: MessageSnapshot['business'] },
  words: Words,
) => sessionTime(starts, ends, s.business.time_zone, words);
const clientName = { name: 'client_name', says: 'notifications.placeholderClientName' } as const;
const businessName = {
  name: 'business_name',
  says: 'notifications.placeholderBusinessName',
} as const;

export const placeholders: readonly Placeholder[] = [
  ...group<MessageSnapshot>(placeKinds, [
    { ...clientName, value: (s) => s.client.name },
    { ...businessName, value: (s) => s.business.name },
    { name: 'service', says: 'notifications.placeholderService', value: (s) => s.session.service },
    {
      name: 'when',
      says: 'notifications.placeholderWhen',
      value: (s, words) => when(s.session.starts_at, s.session.ends_at, s, words),
    },
    {
      name: 'where',
      says: 'notifications.placeholderWhere',
      value: (s) => s.session.location || s.business.address || '',
    },
    { name: 'staff', says: 'notifications.placeholderStaff', value: (s) => s.session.staff ?? '' },
    {
      name: 'waitlist_position',
      says: 'notifications.placeholderWaitlistPosition',
      only: ['waitlist_joined'],
      value: (s) => String(s.place.waitlist_position ?? ''),
    },
    {
      name: 'offer_until',
      says: 'notifications.placeholderOfferUntil',
      only: ['waitlist_offer'],
      value: (s, words) =>
        untilTime(s.place.offer_expires_at ?? s.session.starts_at, s.business.time_zone, words),
    },
    {
      name: 'previous_when',
      says: 'notifications.placeholderPreviousWhen',
      only: ['booking_rescheduled', 'staff_appointment_moved', 'staff_appointment_moved_away'],
      value: (s, words) =>
        s.previous ? when(s.previous.starts_at, s.previous.ends_at, s, words) : '',
    },
    {
      name: 'reason',
      says: 'notifications.placeholderReason',
      only: ['session_cancelled'],
      value: (s) => s.cancellation?.reason?.trim() ?? '',
    },
  ]),
  ...group<InvitationSnapshot>(
    ['staff_invitation'],
    [
      { ...businessName, value: (s) => s.business.name },
      {
        name: 'invited_email',
        says: 'notifications.placeholderInvitedEmail',
        value: (s) => s.invitation.email,
      },
      {
        name: 'role',
        says: 'notifications.placeholderRole',
        value: (s, words) => roleInSentence(s.invitation.role, words),
      },
      {
        name: 'valid_until',
        says: 'notifications.placeholderValidUntil',
        value: (s, words) => untilTime(s.invitation.expires_at, s.business.time_zone, words),
      },
      {
        name: 'invited_by',
        says: 'notifications.placeholderInvitedBy',
        value: (s, words) => inviterName(s, words),
      },
    ],
  ),
  ...group<DocumentsSnapshot>(
    ['documents_to_sign'],
    [
      { ...clientName, value: (s) => s.client.name },
      { ...businessName, value: (s) => s.business.name },
      {
        name: 'documents',
        says: 'notifications.placeholderDocuments',
        value: (s, words) => documentList(s.documents, words),
      },
    ],
  ),
  ...group<LedgerSnapshot>(ledgerKinds, [
    { ...clientName, value: (s) => s.client.name },
    { ...businessName, value: (s) => s.business.name },
    {
      name: 'amount',
      says: 'notifications.placeholderAmount',
      value: (s, words) => formatMoney(s.entry.amount_minor, s.entry.currency, words.locale),
    },
    {
      name: 'balance',
      says: 'notifications.placeholderBalance',
      value: (s, words) => balanceWords(s.balance_minor, s.entry.currency, words),
    },
    {
      name: 'method',
      says: 'notifications.placeholderMethod',
      only: ['payment_receipt', 'refund_receipt'],
      value: (s, words) => (s.entry.method ? methodWords(s.entry.method, words) : ''),
    },
    {
      name: 'date',
      says: 'notifications.placeholderDate',
      only: ['payment_receipt', 'refund_receipt'],
      value: (s, words) => untilTime(s.entry.created_at, s.business.time_zone, words),
    },
    {
      name: 'service',
      says: 'notifications.placeholderMissedService',
      only: ['no_show_fee', 'fee_card_declined'],
      value: (s) => s.entry.session?.service ?? '',
    },
    {
      name: 'when',
      says: 'notifications.placeholderWhen',
      only: ['no_show_fee', 'fee_card_declined'],
      value: (s, words) =>
        s.entry.session ? when(s.entry.session.starts_at, s.entry.session.ends_at, s, words) : '',
    },
    {
      name: 'plan',
      says: 'notifications.placeholderPlan',
      only: ['membership_card_declined', 'membership_suspended'],
      value: (s) => s.membership?.plan ?? s.entry.note,
    },
    {
      name: 'next_attempt',
      says: 'notifications.placeholderNextAttempt',
      only: ['membership_card_declined'],
      value: (s, words) =>
        s.membership?.next_attempt_at
          ? untilTime(s.membership.next_attempt_at, s.business.time_zone, words)
          : '',
    },
  ]),
  ...group<WebhookSnapshot>(ownerMessageKinds, [
    { ...businessName, value: (s) => s.business.name },
    {
      name: 'webhook_url',
      says: 'notifications.placeholderWebhookUrl',
      value: (s) => s.webhook.url,
    },
    {
      name: 'failing_since',
      says: 'notifications.placeholderFailingSince',
      value: (s, words) => shortTime(s.webhook.failing_since, s.business.time_zone, words),
    },
  ]),
];

/** The placeholders a kind's subject, body and text message may use. */
export function placeholdersFor(kind: string): Placeholder[] {
  return placeholders.filter((p) => (p.kinds as readonly string[]).includes(kind));
}

/**
 * Each of a kind's placeholders with what it says in this message; `s` must be a snapshot of
 * the kind's own shape (snapshotOfKind).
 */
export function placeholderValues(
  kind: string,
  s: AnyMessageSnapshot,
  words: Words,
): Record<string, string> {
  return Object.fromEntries(placeholdersFor(kind).map((p) => [p.name, p.value(s, words)]));
}

// A placeholder is a name of lower-case letters, digits and underscores in braces; any other
// brace is text.
const placeholderPattern = /\{([a-z][a-z0-9_]*)\}/g;

/** The names in braces a text uses that are not among `known`, each once, in order. */
export function unknownPlaceholders(text: string, known: Iterable<string>): string[] {
  const knownNames = new Set(known);
  const unknown = new Set<string>();
  for (const [, name] of text.matchAll(placeholderPattern)) {
    if (name !== undefined && !knownNames.has(name)) unknown.add(name);
  }
  return [...unknown];
}

/** The text with each known placeholder replaced; unknown ones are listed and left as written. */
export function fillPlaceholders(
  text: string,
  values: Record<string, string>,
): { text: string; unknown: string[] } {
  const unknown = unknownPlaceholders(text, Object.keys(values));
  const filled = text.replace(placeholderPattern, (whole, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? '') : whole,
  );
  return { text: filled, unknown };
}

/** Why a subject or body cannot be saved for a kind, or null when every placeholder is known. */
export function placeholderProblem(text: string, kind: string, words: Words): string | null {
  const unknown = unknownPlaceholders(
    text,
    placeholdersFor(kind).map((p) => p.name),
  );
  if (unknown.length === 0) return null;
  const names = words.formatList(
    unknown.map((name) => `{${name}}`),
    { type: 'unit' },
  );
  return words.formatMessage(
    { id: 'notifications.unknownPlaceholders' },
    { count: unknown.length, names },
  );
}
