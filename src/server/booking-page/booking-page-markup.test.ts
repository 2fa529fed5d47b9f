import { describe, expect, it } from 'vitest';
import { wordsIn } from '../../shared/i18n/static-words.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import { bookingPageMarkup } from './booking-page-markup.ts';
import type { BookingPageData, PageSession } from './read-booking-page.ts';

const business = {
  id: 'b1',
  slug: 'sunrise',
  name: 'Sunrise <Yoga> & Co',
  time_zone: 'Europe/London',
  currency: 'GBP',
  locale: 'en',
  brand_description: null,
  brand_colour: null,
  brand_logo: null,
};
const yoga = {
  id: 'yoga',
  kind: 'group' as const,
  name: 'Yin Yoga',
  description: 'Slow and deep.',
  duration_minutes: 60,
  options: [
    {
      id: 'drop-in',
      service_id: 'yoga',
      price_minor: 1200,
      currency: 'GBP',
      duration_minutes: null,
    },
  ],
  nextFree: null,
};
const massage = {
  id: 'massage',
  kind: 'private' as const,
  name: 'Massage',
  description: null,
  duration_minutes: 60,
  options: [
    {
      id: 'short',
      service_id: 'massage',
      price_minor: 4000,
      currency: 'GBP',
      duration_minutes: 30,
    },
    { id: 'long', service_id: 'massage', price_minor: 7000, currency: 'GBP', duration_minutes: 60 },
  ],
  nextFree: new Date('2026-11-27T09:00:00Z'),
};
const session = (day: number, fill: Partial<PageSession> = {}): PageSession => ({
  id: `session-${day}`,
  service_id: 'yoga',
  starts_at: new Date(`2026-12-${String(day).padStart(2, '0')}T18:30:00Z`),
  location: 'Studio 1',
  staff_name: 'Sam',
  capacity: 10,
  taken: 3,
  waitlist_count: 0,
  ...fill,
});
const page = (overrides: Partial<BookingPageData> = {}): BookingPageData => ({
  business,
  services: [massage, yoga],
  sessions: [session(1)],
  waitlistOpen: true,
  ...overrides,
});
const render = (data: BookingPageData, embedded = false, words = wordsIn('en', 'en-GB')) =>
  String(
    bookingPageMarkup(data, {
      words,
      logoUrl: (name) => `https://files/${name}`,
      embedded,
    }),
  );

describe('bookingPageMarkup', () => {
  it("writes the business's words as text, never as markup", () => {
    const html = render(page());
    expect(html).toContain('<span dir="auto">Sunrise &lt;Yoga&gt; &amp; Co</span>');
    expect(html).not.toContain('<Yoga>');
  });

  it('offers a private service with its lengths, its lowest price and its next free time', () => {
    const html = render(page());
    expect(html).toContain('30 min or 1 h');
    expect(html).toContain('from £40.00');
    expect(html).toContain('Next free time: <strong>Fri 27 Nov, 09:00</strong>');
    expect(html).toContain(
      'href="/client-access/register/private-options?tenant=sunrise&amp;service_id=massage"',
    );
  });

  it('lists sessions as links to choosing how to pay, with the places left', () => {
    const html = render(
      page({ sessions: [session(1), session(2, { taken: 10, waitlist_count: 2 })] }),
    );
    expect(html).toContain(
      'href="/client-access/register/group-options/?tenant=sunrise&amp;service_id=yoga&amp;booking_id=session-1"',
    );
    expect(html).toContain('7 places left');
    expect(html).toContain('Full, join the waitlist · 2 waiting');
    expect(html).toContain('with Sam · Studio 1');
    expect(html).not.toContain('<details>');
  });

  it('keeps sessions after the fifth behind "Show all", and anchors the service for shared links', () => {
    const sessions = [1, 2, 3, 4, 5, 6, 7].map((day) => session(day));
    const html = render(page({ sessions }));
    expect(html).toContain('id="service-yoga"');
    expect(html).toContain('<summary>Show all 7 sessions</summary>');
    const hidden = html.slice(html.indexOf('<details>'));
    expect(hidden).toContain('booking_id=session-6');
    expect(hidden).not.toContain('booking_id=session-5');
  });

  it('says so when there is nothing to book, and when a service has no sessions or free times', () => {
    expect(render(page({ services: [] }))).toContain('has nothing to book online yet');
    const quiet = render(page({ services: [{ ...massage, nextFree: null }, yoga], sessions: [] }));
    expect(quiet).toContain('No free times in the next two weeks.');
    expect(quiet).toContain('No classes in the next two weeks.');
  });

  it("uses the business's accent colour and logo, and the product's accent for a bad colour", () => {
    const branded = render(
      page({ business: { ...business, brand_colour: '#0B7285', brand_logo: 'b1/logo.png' } }),
    );
    expect(branded).toContain('style="--accent: #0b7285"');
    expect(branded).toContain('<img src="https://files/b1/logo.png" alt=""');
    const odd = render(page({ business: { ...business, brand_colour: 'red; x: y' } }));
    expect(odd).toContain('style="--accent: #3b5bdb"');
  });

  it("inside the embed page, heads the page with the business's name and says where booking goes on", () => {
    const data = page({ sessions: [session(1)] });
    const embedded = render(data, true);
    expect(embedded).toMatch(
      /<h1 class="bp-mark">\s*<span dir="auto">Sunrise &lt;Yoga&gt; &amp; Co<\/span><\/h1>/,
    );
    expect(embedded).not.toContain('<h1>Book</h1>');
    expect(embedded).toMatch(
      /<p class="bp-dim" id="bp-tab-note">\s*When you choose, your booking continues in a new tab\.\s*<\/p>/,
    );
    // The same timetable, prices and links as the booking page.
    expect(embedded).toContain('from £40.00');
    expect(embedded).toContain('booking_id=session-1');
    expect(render(data)).toContain('<h1>Book</h1>');
    expect(render(data)).not.toContain('bp-tab-note');
  });

  it("writes the page in the visitor's language, with its dates, prices and plural forms", () => {
    const data = page({ sessions: [1, 2, 3, 4, 5, 6, 7].map((day) => session(day)) });
    const inLanguage = (locale: Locale, formatting: string = locale) =>
      render(data, false, wordsIn(locale, formatting));

    const german = inLanguage('de', 'de-DE');
    expect(german).toContain('<h1>Buchen</h1>');
    expect(german).toContain('30 Min. oder 1 Std.');
    expect(german).toContain('ab 40,00\u00a0£');
    expect(german).toContain('Nächster freier Termin: <strong>Fr., 27. Nov., 09:00</strong>');
    expect(german).toContain('7 Plätze frei');
    expect(german).toContain('<summary>Alle 7 Termine anzeigen</summary>');
    expect(german).toContain(
      'Alle Zeiten gelten in der Zeitzone des Anbieters: Vereinigtes Königreich (Ortszeit).',
    );

    const spanish = inLanguage('es');
    expect(spanish).toContain('<h2 id="group-heading">Clases en grupo</h2>');
    expect(spanish).toContain('Quedan 7 plazas');
    expect(spanish).toContain('aria-label="Reservar Massage"');

    const arabic = inLanguage('ar');
    expect(arabic).toContain('<h1>الحجز</h1>');
    // What the business typed keeps its own direction inside the right-to-left page.
    expect(arabic).toContain('<h3 id="name-massage" dir="auto">Massage</h3>');
    expect(arabic).toContain('بقيت 7 أماكن');
    expect(arabic).toContain('مع Sam · Studio 1');
    expect(arabic).toContain('<summary>عرض الجلسات الـ7 كلها</summary>');
  });
});
