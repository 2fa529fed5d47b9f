import type { MessageKind, MessageSnapshot } from './message-snapshot.ts';
import { sessionTime, untilTime } from './message-time.ts';

// The {placeholders} a business may write in its own subject and body (Settings ›
// Notifications): a small fixed set filled from the message's snapshot, so its words never
// state a fact of their own. Every kind gets the common ones; a few belong to the kinds whose
// snapshot has that fact. A kind added later gets the common ones with no change here.

export interface Placeholder {
  name: string;
  /** What it becomes, in plain words for the settings screen. */
  says: string;
  /** The kinds it is for; all kinds when absent. */
  kinds?: readonly MessageKind[];
  value(s: MessageSnapshot): string;
}

const when = (starts: string, ends: string, s: MessageSnapshot) =>
  sessionTime(starts, ends, s.business.time_zone, s.business.locale);

export const placeholders: readonly Placeholder[] = [
  { name: 'client_name', says: 'the client’s name', value: (s) => s.client.name },
  { name: 'business_name', says: 'your business’s name', value: (s) => s.business.name },
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
    kinds: ['waitlist_joined'],
    value: (s) => String(s.place.waitlist_position ?? ''),
  },
  {
    name: 'offer_until',
    says: 'until when the place is held',
    kinds: ['waitlist_offer'],
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
    kinds: ['booking_rescheduled'],
    value: (s) => (s.previous ? when(s.previous.starts_at, s.previous.ends_at, s) : ''),
  },
  {
    name: 'reason',
    says: 'the reason you gave for cancelling',
    kinds: ['session_cancelled'],
    value: (s) => s.cancellation?.reason?.trim() ?? '',
  },
];

/** The placeholders a kind's subject and body may use. */
export function placeholdersFor(kind: string): Placeholder[] {
  return placeholders.filter(
    (p) => p.kinds === undefined || (p.kinds as readonly string[]).includes(kind),
  );
}

/** Each of a kind's placeholders with what it says in this message. */
export function placeholderValues(kind: string, s: MessageSnapshot): Record<string, string> {
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
