import { describe, expect, it } from 'vitest';
import { visitorLanguage } from '../booking-page/visitor-language.ts';
import { embedPageDocument, embedPageMessage } from './embed-page-document.ts';

const english = visitorLanguage('en-GB', null);

const preview = {
  title: 'Book with <Fjord>',
  description: 'Fjord offers Yin.',
  image: 'https://book.example/og-default.png',
  url: 'https://book.example/embed/?tenant=fjord',
  siteName: 'Fjord',
};

describe('embedPageDocument', () => {
  it('is the body with its preview, links opening a new tab, and no file of the SPA', () => {
    const page = embedPageDocument({
      preview,
      websites: ['https://fjord.example', '</script><script>alert(1)'],
      body: '<div class="bp">$& timetable</div>',
      language: english,
    });
    expect(page).toMatch(/^<!doctype html>\n<html lang="en-GB" dir="ltr">/);
    expect(page).toContain('<title>Book with &lt;Fjord&gt;</title>');
    expect(page).toContain('<meta name="description" content="Fjord offers Yin." />');
    expect(page).toContain(
      '<meta property="og:url" content="https://book.example/embed/?tenant=fjord" />',
    );
    expect(page).toContain('<base target="_blank" />');
    expect(page).toContain('<body><div class="bp">$& timetable</div></body>');
    expect(page).toContain('<script src="/embed-page.js" defer></script>');
    expect(page).not.toMatch(/type="module"|app-config|spa-files|booking-page\.js/);
    const listed = /<script id="embed-websites" type="application\/json">([^<]*)<\/script>/.exec(
      page,
    );
    expect(JSON.parse(listed?.[1] ?? 'null')).toEqual([
      'https://fjord.example',
      '</script><script>alert(1)',
    ]);
    // The frame is fitted to the content, so the content does not fill the frame.
    expect(page).toMatch(/<style>[^<]*\.bp \{ min-height: 0; \}/);
  });
});

describe('embedPageMessage', () => {
  it('asks for the snippet again, naming an unknown address as text', () => {
    expect(embedPageMessage(null, english)).toContain('needs the address of a business');
    const unknown = embedPageMessage('<b>nobody</b>', english);
    expect(unknown).toContain('No business has the address “&lt;b&gt;nobody&lt;/b&gt;”.');
    expect(unknown).not.toContain('<b>');
    expect(embedPageMessage('nadie', visitorLanguage('es', null))).toContain(
      'Ningún negocio tiene la dirección «nadie».',
    );
  });
});
