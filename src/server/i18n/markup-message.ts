import type { IntlShape } from '@formatjs/intl';
import { raw } from 'hono/html';
import type { Words } from '../../shared/i18n/words.ts';
import type { MessageId } from '../../shared/i18n/message-ids.ts';
import { escapeHtml } from '../link-preview/preview-tags.ts';

// A message with markup in it ("Next free time: <strong>{time}</strong>") as HTML for the
// server's pages. The translator places the tags; the page decides what they become. Every
// word of the message and every value is escaped: a business's name is text, and so is a
// translation's "&".

/** What a tag of the message became: HTML already, never escaped again. */
class Markup {
  readonly html: string;
  constructor(html: string) {
    this.html = html;
  }
}

const asHtml = (parts: unknown): string =>
  [parts]
    .flat()
    .map((part) => (part instanceof Markup ? part.html : escapeHtml(String(part))))
    .join('');

/**
 * The message as escaped HTML for hono's `html` templates. `elements` are the tags it may hold,
 * each written as that element without attributes; a value is text.
 */
export function markupMessage(
  words: Words,
  id: MessageId,
  values: Record<string, string | number>,
  elements: readonly ('strong' | 'em')[],
) {
  const tags = Object.fromEntries(
    elements.map((name) => [
      name,
      (chunks: unknown[]) => new Markup(`<${name}>${asHtml(chunks)}</${name}>`),
    ]),
  );
  // The server's words are typed for plain text; here its tags give Markup, which it passes on.
  const rich = words as IntlShape<Markup>;
  return raw(asHtml(rich.formatMessage({ id }, { ...values, ...tags })));
}
