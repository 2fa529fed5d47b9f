import type english from './messages/en/index.ts';

// Messages live in one catalogue per language and area: messages/<locale>/<area>.ts, shared by
// the server and the SPA (docs/decisions/0056), gathered by each language's index.ts. Code
// names a message by its area and key, 'booking-page.signIn', always as one whole literal, so
// that the usage check finds it (catalogue-usage.ts). A new area is a file in every language's
// folder, named in its index.ts and in `areas` below.

/** The English catalogues, which every other language's must match key for key. */
type SourceCatalogues = typeof english;

export type Area = keyof SourceCatalogues;

export const areas = [
  'audit',
  'auth',
  'booking-page',
  'bookings',
  'calendar-feed',
  'calendar-sync',
  'calendars',
  'client-area',
  'clients',
  'common',
  'dashboard',
  'documents',
  'errors',
  'language',
  'link-preview',
  'membership',
  'memberships',
  'money',
  'notifications',
  'offer',
  'register',
  'reports',
  'services',
  'settings',
  'staff',
  'webhooks',
] as const satisfies readonly Area[];

// `areas` names every area of the index, not only some.
type Missing = Exclude<Area, (typeof areas)[number]>;
const everyArea: [Missing] extends [never] ? true : Missing = true;
void everyArea;

/** Every message's id: 'booking-page.signIn'. */
export type MessageId = {
  [A in Area]: `${A}.${keyof SourceCatalogues[A] & string}`;
}[Area];

/** An area's catalogue in another language: the English keys, each with its text. */
export type Translation<Source> = { readonly [Key in keyof Source]: string };

/** A language's catalogues, every area with English's keys (messages/<locale>/index.ts). */
export type Catalogue = { readonly [A in Area]: Translation<SourceCatalogues[A]> };

/** Messages by id, as the library takes them. */
export type Messages = Partial<Record<MessageId, string>>;

/** A language's catalogues as messages by id. */
export function catalogueMessages(catalogue: Catalogue): Messages {
  return Object.fromEntries(
    Object.entries(catalogue).flatMap(([area, messages]) =>
      Object.entries(messages as Record<string, string>).map(([key, text]) => [
        `${area}.${key}`,
        text,
      ]),
    ),
  ) as Messages;
}

// Tells FormatJS the ids, so that `formatMessage({ id })` with an id no catalogue has is a type
// error, not a missing text found by a visitor.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
