import { bookingPageStyle } from './booking-page-style.ts';
import { htmlElement, type VisitorLanguage } from './visitor-language.ts';

// index.html made into the booking page's first screen (docs/decisions/0036): the server's
// markup in #root, the `<html>` element in the markup's language, its styles in the head, and the SPA's own files (as Vite built them) not
// loaded but listed for /booking-page.js, which starts the SPA only when the visitor needs it
// at once (src/web/public/booking-page.js).

/** The files that start the SPA, in the order index.html loads them. */
export interface SpaFiles {
  entry: string | null;
  preloads: string[];
  styles: string[];
}

const spaTag =
  /\s*<(?:script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>|link rel="(modulepreload|stylesheet)"[^>]*\shref="([^"]+)"[^>]*>)/g;

/** index.html without the tags that load the SPA, and what they loaded. */
export function withoutSpaFiles(indexHtml: string): { html: string; files: SpaFiles } {
  const files: SpaFiles = { entry: null, preloads: [], styles: [] };
  const html = indexHtml.replace(spaTag, (_tag, entry?: string, rel?: string, href?: string) => {
    if (entry !== undefined) files.entry = entry;
    else if (rel === 'modulepreload' && href !== undefined) files.preloads.push(href);
    else if (href !== undefined) files.styles.push(href);
    return '';
  });
  return { html, files };
}

/** The page: `markup` (escaped HTML) shown at once, the SPA ready to start over it. */
export function firstScreenDocument(
  indexHtml: string,
  markup: string,
  language: VisitorLanguage,
): string {
  const { html, files } = withoutSpaFiles(indexHtml);
  // `<` escaped, so that no file name can close the element.
  const listed = JSON.stringify(files).replaceAll('<', '\\u003c');
  const head = [
    `<style>${bookingPageStyle}</style>`,
    `<script id="spa-files" type="application/json">${listed}</script>`,
    '<script src="/booking-page.js" defer></script>',
  ].join('\n');
  return html
    .replace(/<html[^>]*>/, () => htmlElement(language))
    .replace('</head>', () => `${head}\n</head>`)
    .replace(/<div id="root">[^<]*<\/div>/, () => `<div id="root">${markup}</div>`);
}
