import { calendarFile, type CalendarFile } from './calendar-file.ts';
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

/** A message ready for a transport: the email's parts, its text-message version, its .ics. */
export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
  sms: string;
  calendar: CalendarFile | undefined;
  /** The one-click unsubscribe URL (List-Unsubscribe), on the kinds a client may turn off. */
  unsubscribeUrl: string | undefined;
}

export interface RenderOptions extends MessageLinks {
  /** Who the calendar event is from: the business, at the address mail is sent from. */
  organizer: { name: string; email: string };
  /** The client's email address (the event's attendee), or null for a text message. */
  attendee: string | null;
  now: Date;
  /** The business's own subject and body of this kind (Settings › Notifications), if any. */
  wording?: BusinessWording | null;
}

export class MessageRenderError extends Error {
  override name = 'MessageRenderError';
}

/**
 * kind + snapshot → subject, text, HTML, text message and optional .ics: a pure function. A
 * business's own subject and body take the place of ours; the layout stays ours.
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
  const parsed = snapshotOfKind[kind as MessageKind].safeParse(snapshot);
  if (!parsed.success) {
    throw new MessageRenderError(
      `The message's snapshot does not fit its template: ${parsed.error.message}`,
    );
  }
  const s = parsed.data;
  const content = businessContent(kind as MessageKind, s, options, options.wording ?? null);
  const email = layOutEmail(content, s.business.name, s.business.locale);
  // Only a message about a place in a session (to its client or its staff member) carries its
  // calendar event.
  const place = isAboutPlace(kind as MessageKind) ? messageSnapshot.parse(s) : undefined;
  const host = new URL(options.siteUrl).hostname;
  return {
    subject: content.subject,
    ...email,
    sms: content.sms,
    unsubscribeUrl: content.unsubscribe?.url,
    calendar:
      content.calendar === undefined || place === undefined
        ? undefined
        : calendarFile(place, content.calendar, {
            host,
            organizer: options.organizer,
            attendee: options.attendee,
            attendeeName: staffName(kind, place),
            now: options.now,
          }),
  };
}

/** The staff member a message about their appointment is to, for its calendar event. */
function staffName(kind: string, s: MessageSnapshot): string | null {
  if (kind === 'staff_appointment_moved_away') return s.previous?.staff ?? null;
  return kind.startsWith('staff_appointment_') ? s.session.staff : null;
}
