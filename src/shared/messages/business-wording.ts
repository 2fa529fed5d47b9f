import type { Words } from '../i18n/words.ts';
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

// A business's own subject, body and text message of a kind (public.message_templates), in the
// reader's language, in place of ours: the subject replaces the subject, the body's paragraphs (a blank line starts a
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
function factsOf(
  kind: MessageKind,
  s: AnyMessageSnapshot,
  links: MessageLinks,
  words: Words,
): string[] {
  if (isPlaceMessageKind(kind)) return cancellationOutcome(messageSnapshot.parse(s), words);
  if (kind !== 'staff_invitation' && (staffMessageKinds as readonly string[]).includes(kind)) {
    return [appointmentEmailsNote(s.business.name, links, words)];
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
  words: Words,
  facts: readonly string[] = [],
): MessageContent {
  if (wording === null) return content;
  const values = placeholderValues(kind, s, words);
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

/**
 * One message's content as the business words it, in the language of `words`: what the worker
 * sends and the preview shows. `wording` must be the business's wording in that same language
 * (or null: ours in that language); the caller picks it (docs/decisions/0057).
 */
export function businessContent(
  kind: MessageKind,
  s: AnyMessageSnapshot,
  links: MessageLinks,
  wording: BusinessWording | null,
  words: Words,
): MessageContent {
  const content = messageContent(kind, s, links, words);
  if (wording === null) return content;
  const own = snapshotOfKind[kind].parse(s);
  return wordContent(kind, content, wording, own, words, factsOf(kind, own, links, words));
}
