import { calendarFile, type CalendarFile } from './calendar-file.ts';
import { formattingLocale } from '../../../shared/i18n/choose-locale.ts';
import { sourceLocale, type Locale } from '../../../shared/i18n/locales.ts';
import { wordsIn } from '../../../shared/i18n/static-words.ts';
import { layOutEmail } from '../../../shared/messages/email-layout.ts';
import {
  businessContent,
  type BusinessWording,
} from '../../../shared/messages/business-wording.ts';
import type { MessageLinks } from '../../../shared/messages/message-content.ts';
import {
  isAboutPlace,
  messageKinds,
  messageSnapshot,
  snapshotOfKind,
  type MessageKind,
  type MessageSnapshot,
} from '../../../shared/messages/message-snapshot.ts';
import { sampleIn } from '../../../shared/messages/sample-snapshot.ts';

/** A message ready for a transport: the email's parts, its text-message version, its .ics. */
export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
  sms: string;
  calendar: CalendarFile | undefined;
  /** The one-click unsubscribe URL (List-Unsubscribe), on the kinds a client may turn off. */
  unsubscribeUrl: string | undefined;
  /** The language it is written in (Content-Language). */
  locale: Locale;
}

export interface RenderOptions extends MessageLinks {
  /** Who the calendar event is from: the business, at the address mail is sent from. */
  organizer: { name: string; email: string };
  /** The client's email address (the event's attendee), or null for a text message. */
  attendee: string | null;
  now: Date;
  /**
   * The recipient's language (decided when the worker takes the message, docs/decisions/0057);
   * English when absent.
   */
  locale?: Locale;
  /**
   * The business's own subject and body of this kind in the recipient's language (Settings ›
   * Notifications), if it wrote them in that language: never another language's.
   */
  wording?: BusinessWording | null;
  /** A test message ("Send me a test"): the sample's names are put in the recipient's language. */
  sample?: boolean;
}

export class MessageRenderError extends Error {
  override name = 'MessageRenderError';
}

/**
 * kind + snapshot → subject, text, HTML, text message and optional .ics, in the recipient's
 * language: a pure function. Dates, times and money are written as that language writes them,
 * in the business's own variant of it when it has one ("en-GB": 24-hour times). A business's own
 * subject and body take the place of ours; the layout stays ours.
 * Throws MessageRenderError for a kind or snapshot it does not know: sending would not help.
 */
export function renderMessage(
  kind: string,
  snapshot: unknown,
  options: RenderOptions,
): RenderedMessage {
  if (!(messageKinds as readonly string[]).includes(kind)) {
    throw new MessageRenderError(`There is no template for messages of kind ${kind}.`);
  }
  const locale = options.locale ?? sourceLocale;
  const parsed = snapshotOfKind[kind as MessageKind].safeParse(
    options.sample ? sampleIn(snapshot, wordsIn(locale)) : snapshot,
  );
  if (!parsed.success) {
    throw new MessageRenderError(
      `The message's snapshot does not fit its template: ${parsed.error.message}`,
    );
  }
  const s = parsed.data;
  const words = wordsIn(locale, formattingLocale(locale, [validTag(s.business.locale)]));
  const content = businessContent(kind as MessageKind, s, options, options.wording ?? null, words);
  const email = layOutEmail(content, s.business.name, words);
  // Only a message about a place in a session (to its client or its staff member) carries its
  // calendar event.
  const place = isAboutPlace(kind as MessageKind) ? messageSnapshot.parse(s) : undefined;
  const host = new URL(options.siteUrl).hostname;
  return {
    subject: content.subject,
    ...email,
    sms: content.sms,
    unsubscribeUrl: content.unsubscribe?.url,
    locale,
    calendar:
      content.calendar === undefined || place === undefined
        ? undefined
        : calendarFile(place, content.calendar, {
            host,
            organizer: options.organizer,
            attendee: options.attendee,
            attendeeName: staffName(kind, place),
            now: options.now,
            words,
          }),
  };
}

/** A language tag, or the source language for anything that is not one (a snapshot's own). */
function validTag(tag: string): string {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? sourceLocale;
  } catch {
    return sourceLocale;
  }
}

/** The staff member a message about their appointment is to, for its calendar event. */
function staffName(kind: string, s: MessageSnapshot): string | null {
  if (kind === 'staff_appointment_moved_away') return s.previous?.staff ?? null;
  return kind.startsWith('staff_appointment_') ? s.session.staff : null;
}
