import { isLocale, textDirection } from '../i18n/locales.ts';
import type { Words } from '../i18n/words.ts';
import type { MessageContent } from './message-content.ts';

// One layout for every message, as HTML and as plain text carrying the same words. The HTML is
// plain on purpose: a language and its direction, a heading, paragraphs, a table of details with
// row headers, a link that says where it goes, inline styles with enough contrast, and nothing
// that needs images or scripts, so screen readers and text-only mail readers get all of it.
// Arabic reads right to left: `dir="rtl"` on the document, and no style names a physical side
// (text-align: start, padding-inline-end), so the same HTML lays out either way.

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Marks a plain-text line as right to left, so a line that starts with a Latin name still does. */
const rightToLeftMark = '\u200f';

export interface LaidOutEmail {
  text: string;
  html: string;
}

/** The language of a tag ("en-GB" → "en"), or null when the product does not speak it. */
function languageOf(tag: string) {
  try {
    const language = new Intl.Locale(tag).language;
    return isLocale(language) ? language : null;
  } catch {
    return null;
  }
}

/** `words`: the reader's language (its tag the email's lang; Arabic's direction right to left). */
export function layOutEmail(content: MessageContent, business: string, words: Words): LaidOutEmail {
  const t = words.formatMessage;
  const language = languageOf(words.locale);
  const dir = language === null ? 'ltr' : textDirection(language);
  const line = (label: string, value: string) =>
    t({ id: 'notifications.labelledValue' }, { label, value });
  const details = content.details.map(([label, value]) => line(label, value)).join('\n');
  const action = content.action ? `${line(content.action.label, content.action.url)}\n\n` : '';
  const unsubscribe = content.unsubscribe;
  const footer = unsubscribe
    ? `\n---\n${unsubscribe.reason} ${t({ id: 'notifications.unsubscribeText' }, { url: unsubscribe.url })}\n`
    : '';
  const plain = `${content.heading}\n\n${content.paragraphs.join('\n\n')}\n\n${details}\n\n${action}${business}\n${footer}`;
  const text =
    dir === 'rtl'
      ? plain
          .split('\n')
          .map((row) => (row === '' || row === '---' ? row : `${rightToLeftMark}${row}`))
          .join('\n')
      : plain;

  const rows = content.details
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:start;padding:4px 0;padding-inline-end:16px;vertical-align:top;color:#495057;font-weight:600">${escape(label)}</th><td style="padding:4px 0">${escape(value)}</td></tr>`,
    )
    .join('');
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escape(content.action.url)}" style="display:inline-block;background:#1c5fb8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escape(content.action.label)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${escape(words.locale)}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f3f5">
<main style="max-width:36rem;margin:0 auto;padding:24px;background:#ffffff;color:#1a1b1e;text-align:start;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<p style="margin:0;color:#495057;font-weight:600">${escape(business)}</p>
<h1 style="font-size:22px;line-height:1.3;margin:8px 0 16px">${escape(content.heading)}</h1>
${content.paragraphs.map((paragraph) => `<p style="margin:0 0 12px">${escape(paragraph)}</p>`).join('\n')}
<table style="border-collapse:collapse;margin:16px 0"><caption style="text-align:start;font-weight:600;padding-bottom:4px">${escape(t({ id: 'notifications.details' }))}</caption><tbody>${rows}</tbody></table>
${button}
${unsubscribe ? `<footer style="margin-top:32px;padding-top:12px;border-top:1px solid #dee2e6;color:#495057;font-size:14px"><p style="margin:0">${escape(unsubscribe.reason)} <a href="${escape(unsubscribe.url)}" style="color:#1c5fb8">${escape(t({ id: 'notifications.unsubscribeLink' }))}</a></p></footer>` : ''}
</main>
</body></html>
`;
  return { text, html };
}
