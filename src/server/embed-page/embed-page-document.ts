import { html } from 'hono/html';
import { bookingPageStyle } from '../booking-page/booking-page-style.ts';
import { htmlElement, type VisitorLanguage } from '../booking-page/visitor-language.ts';
import { escapeHtml, previewTags, type PreviewFields } from '../link-preview/preview-tags.ts';

// The embed page (docs/decisions/0055) is a document of its own rather than the SPA's
// index.html: it never starts the SPA (nothing on it acts as the visitor, so any site may frame
// it), and so carries none of the SPA's files or settings. Its one script is
// src/web/public/embed-page.js.

/** The element the embed page's script reads the business's websites from. */
export const websitesElementId = 'embed-websites';

/**
 * The embed page's additions to the booking page's styles: the frame is fitted to the content,
 * so the content must not fill the frame; the business's name is the heading, at the header's
 * size.
 */
const embedStyle = `
.bp { min-height: 0; }
.bp h1.bp-mark { font-size: 18px; margin: 0; }
`;

export interface EmbedPageContent {
  preview: PreviewFields;
  /** The websites the business named: where the booking may continue inside the frame. */
  websites: readonly string[];
  /** The page's body, escaped HTML. */
  body: string;
  /** The language the body is written in. */
  language: VisitorLanguage;
}

/**
 * The whole page. Every link opens a new tab (`<base target="_blank">`) until the script finds
 * that the booking may continue in the frame: a visitor who clicks before it runs, or whose
 * browser runs no script, gets a new tab, never a frame the browser refuses to show.
 */
export function embedPageDocument({ preview, websites, body, language }: EmbedPageContent): string {
  // `<` escaped, so that nothing in the list can close the element.
  const listed = JSON.stringify(websites).replaceAll('<', '\\u003c');
  return `<!doctype html>
${htmlElement(language)}
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeHtml(preview.title)}</title>
${previewTags(preview)}
<link rel="icon" type="image/svg+xml" href="/favicon.svg" />
<base target="_blank" />
<style>${bookingPageStyle}${embedStyle}</style>
<script id="${websitesElementId}" type="application/json">${listed}</script>
<script src="/embed-page.js" defer></script>
</head>
<body>${body}</body>
</html>
`;
}

/** The body when the page cannot show a business: the snippet lost its address, or has a wrong one. */
export function embedPageMessage(tenant: string | null, { words }: VisitorLanguage): string {
  const message =
    tenant === null
      ? words.formatMessage({ id: 'booking-page.embedNeedsBusiness' })
      : words.formatMessage({ id: 'booking-page.embedUnknownBusiness' }, { address: tenant });
  return String(
    html`<div class="bp">
      <main class="bp-main"><p>${message}</p></main>
    </div>`,
  );
}
