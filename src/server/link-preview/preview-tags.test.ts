import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  pageWithPreview,
  previewFields,
  previewTags,
  type LinkPreview,
  type PreviewContext,
} from './preview-tags.ts';
import { wordsIn } from '../../shared/i18n/static-words.ts';

const context: PreviewContext = {
  url: 'https://book.example/client-access/register/?tenant=sunrise',
  logoUrl: (name) => `https://api.example/logos/${name}`,
  defaultImage: 'https://book.example/og-default.png',
  productName: 'Booking Platform',
  words: wordsIn('en', 'en-GB'),
};

const business: LinkPreview['business'] = {
  slug: 'sunrise',
  name: 'Sunrise Yoga',
  time_zone: 'Europe/London',
  locale: 'en',
  description: 'Yoga by the river.',
  logo: 't1/logo.png',
  embed_origins: [],
  address: 'Riverside 1, Bristol',
  services: ['Vinyasa Flow', 'Yin'],
};

describe('previewFields', () => {
  it('names a session with its start in the business time zone, and the business', () => {
    const fields = previewFields(
      {
        business,
        service: { name: 'Vinyasa Flow', description: 'A flowing class.' },
        starts_at: '2026-07-01T17:30:00+00:00',
      },
      context,
    );
    expect(fields).toEqual({
      title: 'Vinyasa Flow, Wed 1 Jul, 18:30 · Sunrise Yoga',
      description: 'A flowing class. At Sunrise Yoga, Riverside 1, Bristol. Book online.',
      image: 'https://api.example/logos/t1/logo.png',
      url: context.url,
      siteName: 'Sunrise Yoga',
    });
  });

  it('names a service, and falls back to the business description and the default image', () => {
    const fields = previewFields(
      {
        business: { ...business, logo: null },
        service: { name: 'Yin', description: ' ' },
        starts_at: null,
      },
      context,
    );
    expect(fields).toMatchObject({
      title: 'Yin · Sunrise Yoga',
      description: 'Yoga by the river. At Sunrise Yoga, Riverside 1, Bristol. Book online.',
      image: 'https://book.example/og-default.png',
    });
  });

  it("gives the business's preview for a link to the page or to an unknown id", () => {
    expect(
      previewFields(
        { business: { ...business, description: null }, service: null, starts_at: null },
        context,
      ),
    ).toMatchObject({
      title: 'Book with Sunrise Yoga',
      description: 'Sunrise Yoga offers Vinyasa Flow and Yin at Riverside 1, Bristol. Book online.',
      siteName: 'Sunrise Yoga',
    });
  });

  it("gives the product's preview when the link names no business we know", () => {
    expect(previewFields(null, context)).toEqual({
      title: 'Booking Platform',
      description:
        'Bookings and scheduling for businesses and their clients: sessions, appointments, clients, payments and documents.',
      image: 'https://book.example/og-default.png',
      url: context.url,
      siteName: 'Booking Platform',
    });
  });

  it("writes the preview in the reader's language, the session's start too", () => {
    const session = {
      business,
      service: { name: 'Vinyasa Flow', description: 'A flowing class.' },
      starts_at: '2026-07-01T17:30:00+00:00',
    };
    expect(previewFields(session, { ...context, words: wordsIn('de') }).title).toBe(
      'Vinyasa Flow, Mi., 1. Juli, 18:30 · Sunrise Yoga',
    );
    expect(
      previewFields({ ...session, service: null }, { ...context, words: wordsIn('es') }).title,
    ).toBe('Reserva en Sunrise Yoga');
    expect(previewFields(null, { ...context, words: wordsIn('ar') }).description).toMatch(
      /^الحجوزات والمواعيد/,
    );
  });

  it('keeps a long description short', () => {
    const fields = previewFields(
      { business, service: { name: 'Long', description: 'x'.repeat(500) }, starts_at: null },
      context,
    );
    expect(fields.description).toHaveLength(200);
    expect(fields.description.endsWith('…')).toBe(true);
  });
});

describe('previewTags and pageWithPreview', () => {
  const hostile = {
    title: `Tom's "Studio" </title><script>alert(1)</script> $& $'`,
    description: 'A & B <b>',
    image: 'https://x.example/a.png?x="1"',
    url: 'https://book.example/?a=1&b=2',
    siteName: '<i>Tom</i>',
  };

  it('escapes every value', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
    const tags = previewTags(hostile);
    expect(tags).toContain(
      '<meta property="og:title" content="Tom&#39;s &quot;Studio&quot; &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; $&#39;" />',
    );
    expect(tags).toContain(
      '<meta property="og:url" content="https://book.example/?a=1&amp;b=2" />',
    );
    expect(tags).toContain('<meta name="description" content="A &amp; B &lt;b&gt;" />');
    expect(tags).toContain('<meta property="og:site_name" content="&lt;i&gt;Tom&lt;/i&gt;" />');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(tags).not.toContain('<script>');
    expect(tags).not.toContain('<b>');
  });

  it("replaces the title and the product's description, and adds the tags at the end of the head", () => {
    const page = pageWithPreview(
      `<html><head><meta
      name="description"
      content="Bookings and scheduling."
    /><title>Booking Platform</title></head><body></body></html>`,
      hostile,
    );
    expect(page).not.toContain('Bookings and scheduling.');
    expect(page.match(/name="description"/g)).toHaveLength(1);
    expect(page).toMatch(/^<html><head><title>Tom&#39;s &quot;Studio&quot; &lt;\/title&gt;/);
    expect(page).toContain('$&amp; $&#39;</title>');
    expect(page).toMatch(
      /<meta name="twitter:image" content="[^"]*" \/>\n<\/head><body><\/body><\/html>$/,
    );
  });
});
