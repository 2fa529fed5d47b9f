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
  type AnyMessageSnapshot,
  type MessageKind,
  type MessageSnapshot,
} from './message-snapshot.ts';

// A business's own subject and body of a kind (public.message_templates) in place of ours:
// the subject replaces the subject, the body's paragraphs (a blank line starts a new one)
// replace our paragraphs. Heading, details, button, calendar file and text message stay ours,
// and so do the sentences that state what a cancellation did (credit back, money back, fee):
// those are facts of the policy, told whatever the wording.

export interface BusinessWording {
  subject: string | null;
  body: string | null;
}

/** The paragraphs of a body: separated by blank lines, trimmed, empty ones dropped. */
export function bodyParagraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/**
 * The content worded as the business wrote it, filled from the snapshot. A part that is empty,
 * or names a placeholder this kind does not have (saved before a change of the list), keeps
 * ours: a message never goes out with a brace in place of a fact.
 * `facts`: the paragraphs of ours to keep after the business's own (cancellation outcomes).
 */
export function wordContent(
  kind: string,
  content: MessageContent,
  wording: BusinessWording | null,
  s: MessageSnapshot,
  facts: readonly string[] = [],
): MessageContent {
  if (wording === null) return content;
  const values = placeholderValues(kind, s);
  const fill = (text: string | null) => {
    if (text === null || text.trim() === '') return null;
    const filled = fillPlaceholders(text, values);
    return filled.unknown.length === 0 ? filled.text : null;
  };
  const subject = fill(wording.subject)?.replace(/\s+/g, ' ').trim() || null;
  const body = fill(wording.body);
  const paragraphs = body === null ? null : bodyParagraphs(body);
  return {
    ...content,
    subject: subject ?? content.subject,
    paragraphs:
      paragraphs === null || paragraphs.length === 0
        ? content.paragraphs
        : [...paragraphs, ...content.paragraphs.filter((p) => facts.includes(p))],
  };
}

/**
 * One message's content as the business words it: what the worker sends and the preview shows.
 * A business words the messages about a client's place; the others (staff, receipts, documents)
 * keep ours.
 */
export function businessContent(
  kind: MessageKind,
  s: AnyMessageSnapshot,
  links: MessageLinks,
  wording: BusinessWording | null,
): MessageContent {
  const content = messageContent(kind, s, links);
  if (!isPlaceMessageKind(kind)) return content;
  const place = messageSnapshot.parse(s);
  return wordContent(kind, content, wording, place, cancellationOutcome(place));
}
