import { describe, expect, it } from 'vitest';
import { firstScreenDocument, withoutSpaFiles } from './first-screen-document.ts';
import { visitorLanguage } from './visitor-language.ts';

const built = `<!doctype html>
<html lang="en">
  <head>
    <title>Booking Platform</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-2.js">
    <link rel="modulepreload" crossorigin href="/assets/mantine-3.js">
    <link rel="stylesheet" crossorigin href="/assets/mantine-4.css">
    <link rel="icon" href="/favicon.svg" />
  </head>
  <body>
    <div id="root">Loading...</div>
  </body>
</html>`;

describe('withoutSpaFiles', () => {
  it("takes out the tags that load the SPA, and keeps what they load in Vite's order", () => {
    const { html, files } = withoutSpaFiles(built);
    expect(files).toEqual({
      entry: '/assets/index-1.js',
      preloads: ['/assets/react-2.js', '/assets/mantine-3.js'],
      styles: ['/assets/mantine-4.css'],
    });
    expect(html).not.toContain('/assets/');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" />');
  });
});

describe('firstScreenDocument', () => {
  it('shows the markup in #root, lists the SPA for its starter, and loads no SPA file', () => {
    const page = firstScreenDocument(
      built,
      '<div class="bp">$& Hello</div>',
      visitorLanguage('de', null),
    );
    expect(page).toContain('<html lang="de" dir="ltr">');
    expect(page).toContain('<div id="root"><div class="bp">$& Hello</div></div>');
    expect(page).not.toContain('Loading...');
    expect(page).toContain('<script src="/booking-page.js" defer></script>');
    expect(page).toMatch(/<style>[^<]*\.bp-main/);
    const listed = /<script id="spa-files" type="application\/json">([^<]*)<\/script>/.exec(page);
    expect(JSON.parse(listed?.[1] ?? 'null')).toEqual(withoutSpaFiles(built).files);
    expect(page).not.toMatch(/<script type="module"|rel="modulepreload"|rel="stylesheet"/);
  });

  it('opens an Arabic page right to left', () => {
    const page = firstScreenDocument(built, '<div class="bp"></div>', visitorLanguage('ar', null));
    expect(page).toMatch(/^<!doctype html>\n<html lang="ar" dir="rtl">\n/);
  });
});
