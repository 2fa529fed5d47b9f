import { formatMoney } from '../format-money.ts';
import { balanceWords, documentList, methodWords } from './account-message-content.ts';
import {
  accountMessageKinds,
  placeMessageKinds,
  staffMessageKinds,
  type AnyMessageSnapshot,
  type DocumentsSnapshot,
  type InvitationSnapshot,
  type LedgerSnapshot,
  type MessageKind,
  type MessageSnapshot,
} from './message-snapshot.ts';
import { sessionTime, untilTime } from './message-time.ts';

// The {placeholders} a business may write in its own subject, body and text message (Settings ›
// Notifications): a small fixed set per kind, filled from the message's snapshot, so its words
// never state a fact of their own. The database holds the same list (messaging.message_kinds,
// docs/decisions/0034) and refuses a wording that names another; a test keeps the two equal.

export interface Placeholder {
  name: string;
  /** What it becomes, in plain words for the settings screen. */
  says: string;
  /** The kinds it is for. */
  kinds: readonly MessageKind[];
  /** Called with a snapshot of one of its kinds, already checked against the kind's shape. */
  value(s: AnyMessageSnapshot): string;
}

interface PlaceholderOf<S> {
  name: string;
  says: string;
  /** Some of the group's kinds only; all of them when absent. */
  only?: readonly MessageKind[];
  value(s: S): string;
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
    value: (s) => value(s as S),
  }));
}

/** The kinds about a place in a session: to its client, or to its staff member. */
const placeKinds: readonly MessageKind[] = [
  ...placeMessageKinds,
  ...staffMessageKinds.filter((kind) => kind !== 'staff_invitation'),
];
const ledgerKinds = accountMessageKinds.filter((kind) => kind !== 'documents_to_sign');

const when = (starts: string, ends: string, s: { business: MessageSnapshot['business'] }) =>
  sessionTime(starts, ends, s.business.time_zone, s.business.locale);
const clientName = { name: 'client_name', says: 'the client’s name' } as const;
const businessName = { name: 'business_name', says: 'your business’s name' } as const;

export const placeholders: readonly Placeholder[] = [
  ...group<MessageSnapshot>(placeKinds, [
    { ...clientName, value: (s) => s.client.name },
    { ...businessName, value: (s) => s.business.name },
    { name: 'service', says: 'the class or appointment', value: (s) => s.session.service },
    {
      name: 'when',
      says: 'its day and time, in your time zone',
      value: (s) => when(s.session.starts_at, s.session.ends_at, s),
    },
    {
      name: 'where',
      says: 'its location, else your address',
      value: (s) => s.session.location || s.business.address || '',
    },
    { name: 'staff', says: 'who leads it', value: (s) => s.session.staff ?? '' },
    {
      name: 'waitlist_position',
      says: 'the client’s number on the waitlist',
      only: ['waitlist_joined'],
      value: (s) => String(s.place.waitlist_position ?? ''),
    },
    {
      name: 'offer_until',
      says: 'until when the place is held',
      only: ['waitlist_offer'],
      value: (s) =>
        untilTime(
          s.place.offer_expires_at ?? s.session.starts_at,
          s.business.time_zone,
          s.business.locale,
        ),
    },
    {
      name: 'previous_when',
      says: 'the day and time it had before',
      only: ['booking_rescheduled', 'staff_appointment_moved', 'staff_appointment_moved_away'],
      value: (s) => (s.previous ? when(s.previous.starts_at, s.previous.ends_at, s) : ''),
    },
    {
      name: 'reason',
      says: 'the reason you gave for cancelling',
      only: ['session_cancelled'],
      value: (s) => s.cancellation?.reason?.trim() ?? '',
    },
  ]),
  ...group<InvitationSnapshot>(
    ['staff_invitation'],
    [
      { ...businessName, value: (s) => s.business.name },
      { name: 'invited_email', says: 'the address invited', value: (s) => s.invitation.email },
      {
        name: 'role',
        says: 'the role offered: admin or staff',
        value: (s) => s.invitation.role,
      },
      {
        name: 'valid_until',
        says: 'until when the invitation is valid',
        value: (s) => untilTime(s.invitation.expires_at, s.business.time_zone, s.business.locale),
      },
      {
        name: 'invited_by',
        says: 'who invited them',
        value: (s) => s.invitation.invited_by ?? `The owner of ${s.business.name}`,
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
        says: 'the titles of the documents to sign',
        value: (s) => documentList(s.documents),
      },
    ],
  ),
  ...group<LedgerSnapshot>(ledgerKinds, [
    { ...clientName, value: (s) => s.client.name },
    { ...businessName, value: (s) => s.business.name },
    {
      name: 'amount',
      says: 'the amount, in your currency',
      value: (s) => formatMoney(s.entry.amount_minor, s.entry.currency, s.business.locale),
    },
    {
      name: 'balance',
      says: 'the client’s balance after it',
      value: (s) => balanceWords(s.balance_minor, s.entry.currency, s.business.locale),
    },
    {
      name: 'method',
      says: 'how it was paid (card, cash …)',
      only: ['payment_receipt', 'refund_receipt'],
      value: (s) => (s.entry.method ? (methodWords[s.entry.method] ?? s.entry.method) : ''),
    },
    {
      name: 'date',
      says: 'the day and time it was recorded',
      only: ['payment_receipt', 'refund_receipt'],
      value: (s) => untilTime(s.entry.created_at, s.business.time_zone, s.business.locale),
    },
    {
      name: 'service',
      says: 'the class or appointment missed',
      only: ['no_show_fee', 'fee_card_declined'],
      value: (s) => s.entry.session?.service ?? '',
    },
    {
      name: 'when',
      says: 'its day and time, in your time zone',
      only: ['no_show_fee', 'fee_card_declined'],
      value: (s) =>
        s.entry.session ? when(s.entry.session.starts_at, s.entry.session.ends_at, s) : '',
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
export function placeholderValues(kind: string, s: AnyMessageSnapshot): Record<string, string> {
  return Object.fromEntries(placeholdersFor(kind).map((p) => [p.name, p.value(s)]));
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
export function placeholderProblem(text: string, kind: string): string | null {
  const unknown = unknownPlaceholders(
    text,
    placeholdersFor(kind).map((p) => p.name),
  );
  if (unknown.length === 0) return null;
  const names = unknown.map((name) => `{${name}}`).join(', ');
  return unknown.length === 1
    ? `${names} is not a placeholder of this message. Use one of the list below, or remove the braces.`
    : `${names} are not placeholders of this message. Use those of the list below, or remove the braces.`;
}
