import {
  cancellationOutcome,
  messageContent,
  type MessageContent,
  type MessageLinks,
} from './message-content.ts';
import { fillPlaceholders, placeholderValues } from './message-placeholders.ts';
import {
  isPlaceMessageKind,
  messageSnapshot,
  snapshotOfKind,
  staffMessageKinds,
  type AnyMessageSnapshot,
  type MessageKind,
} from './message-snapshot.ts';
import { appointmentEmailsNote } from './staff-message-content.ts';

// A business's own subject, body and text message of a kind (public.message_templates) in
// place of ours: the subject replaces the subject, the body's paragraphs (a blank line starts a
// new one) replace our paragraphs, the text message ours. Heading, details, button and calendar
// file stay ours, and so do the sentences that state facts whatever the wording: what a
// cancellation did (credit back, money back, fee), where a staff member turns appointment
// emails off, and the link a text message must carry (to take an offer, to sign).

export interface BusinessWording {
  subject: string | null;
  body: string | null;
  /** The text message; absent or null: ours. */
  sms?: string | null;
}

/** The paragraphs of a body: separated by blank lines, trimmed, empty ones dropped. */
export function bodyParagraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/** The paragraphs of ours a kind keeps after the business's own: facts, not wording. */
function factsOf(kind: MessageKind, s: AnyMessageSnapshot, links: MessageLinks): string[] {
  if (isPlaceMessageKind(kind)) return cancellationOutcome(messageSnapshot.parse(s));
  if (kind !== 'staff_invitation' && (staffMessageKinds as readonly string[]).includes(kind)) {
    return [appointmentEmailsNote(s.business.name, links)];
  }
  return [];
}

/**
 * The content worded as the business wrote it, filled from the snapshot (of the kind's own
 * shape). A part that is empty, or names a placeholder this kind does not have (saved before a
 * change of the list), keeps ours: a message never goes out with a brace in place of a fact.
 * `facts`: the paragraphs of ours to keep after the business's own.
 */
export function wordContent(
  kind: string,
  content: MessageContent,
  wording: BusinessWording | null,
  s: AnyMessageSnapshot,
  facts: readonly string[] = [],
): MessageContent {
  if (wording === null) return content;
  const values = placeholderValues(kind, s);
  const fill = (text: string | null | undefined) => {
    if (text == null || text.trim() === '') return null;
    const filled = fillPlaceholders(text, values);
    return filled.unknown.length === 0 ? filled.text : null;
  };
  const oneLine = (text: string | null) => text?.replace(/\s+/g, ' ').trim() || null;
  const subject = oneLine(fill(wording.subject));
  const body = fill(wording.body);
  const paragraphs = body === null ? null : bodyParagraphs(body);
  const sms = oneLine(fill(wording.sms));
  return {
    ...content,
    subject: subject ?? content.subject,
    paragraphs:
      paragraphs === null || paragraphs.length === 0
        ? content.paragraphs
        : [...paragraphs, ...content.paragraphs.filter((p) => facts.includes(p))],
    sms: sms === null ? content.sms : content.smsLink ? `${sms} ${content.smsLink}` : sms,
  };
}

/** One message's content as the business words it: what the worker sends and the preview shows. */
export function businessContent(
  kind: MessageKind,
  s: AnyMessageSnapshot,
  links: MessageLinks,
  wording: BusinessWording | null,
): MessageContent {
  const content = messageContent(kind, s, links);
  if (wording === null) return content;
  const own = snapshotOfKind[kind].parse(s);
  return wordContent(kind, content, wording, own, factsOf(kind, own, links));
}
