import { embedPageUrl, embedScriptPath } from '@shared/booking-links.ts';
import type { Words } from '@shared/i18n/words.ts';

const attribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The HTML a business pastes into its own website: the embed page in an iframe, and our script
 * that fits the iframe's height to the page inside (`data-booking-embed` marks the iframes it
 * fits). The starting height shows the business and its first services before the script has
 * run; on a site that strips scripts, the rest of the timetable scrolls inside the card. The
 * frame's title, which a screen reader reads on the business's website, is in `words`: the
 * business's own language (use-business-words.ts).
 */
export function embedSnippet(
  origin: string,
  slug: string,
  businessName: string,
  words: Words,
): string {
  const title = words.formatMessage({ id: 'settings.embedFrameTitle' }, { business: businessName });
  return [
    `<iframe src="${attribute(embedPageUrl(origin, slug))}" title="${attribute(title)}" data-booking-embed loading="lazy" style="width:100%;max-width:640px;height:600px;border:0"></iframe>`,
    `<script src="${origin}${embedScriptPath}" async></script>`,
  ].join('\n');
}
