import type bookingPage from './messages/en/booking-page.ts';
import type linkPreview from './messages/en/link-preview.ts';
import type offer from './messages/en/offer.ts';
import type settings from './messages/en/settings.ts';

// Messages live in one catalogue per language and area: messages/<locale>/<area>.ts, shared by
// the server and the SPA (docs/decisions/0056). Code names a message by its area and key,
// 'booking-page.signIn', always as one whole literal, so that the usage check finds it
// (catalogue-usage.ts). A new area is added to `areas` and to SourceCatalogues below.

export const areas = ['offer', 'booking-page', 'link-preview', 'settings'] as const;
export type Area = (typeof areas)[number];

/** The English catalogues, which every other language's must match key for key. */
interface SourceCatalogues {
  offer: typeof offer;
  'booking-page': typeof bookingPage;
  'link-preview': typeof linkPreview;
  settings: typeof settings;
}

/** Every message's id: 'booking-page.signIn'. */
export type MessageId = {
  [A in Area]: `${A}.${keyof SourceCatalogues[A] & string}`;
}[Area];

/** An area's catalogue in another language: the English keys, each with its text. */
export type Translation<Source> = { readonly [Key in keyof Source]: string };

/** Messages by id, as the library takes them. */
export type Messages = Partial<Record<MessageId, string>>;

/** One area's catalogue as messages by id. */
export function areaMessages(area: Area, catalogue: Record<string, string>): Messages {
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, text]) => [`${area}.${key}`, text]),
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
