import { wordsIn } from '@shared/i18n/static-words.ts';
import { describe, expect, it } from 'vitest';
import { embedSnippet } from './embed-snippet';

describe('embedSnippet', () => {
  it('is the embed page in a marked iframe and the script that fits it', () => {
    expect(
      embedSnippet('https://book.example', 'sunrise-yoga', 'Sunrise Yoga', wordsIn('en')),
    ).toBe(
      '<iframe src="https://book.example/embed/?tenant=sunrise-yoga" title="Book with Sunrise Yoga" data-booking-embed loading="lazy" style="width:100%;max-width:640px;height:600px;border:0"></iframe>\n' +
        '<script src="https://book.example/embed.js" async></script>',
    );
  });

  it("escapes the business's name in the title", () => {
    expect(embedSnippet('https://b.example', 'x', 'Tom & "Jo" <Studio>', wordsIn('en'))).toContain(
      'title="Book with Tom &amp; &quot;Jo&quot; &lt;Studio>"',
    );
  });

  it("titles the frame in the business's language", () => {
    expect(embedSnippet('https://b.example', 'x', 'Fjord', wordsIn('de'))).toContain(
      'title="Bei Fjord buchen"',
    );
  });
});
