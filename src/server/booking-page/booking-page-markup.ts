import { html } from 'hono/html';
import { parseHexColour } from '../../shared/brand/accent-colour.ts';
import { serviceLinkUrl, sessionLinkUrl, bookingPageUrl } from '../../shared/booking-links.ts';
import { formatMoney } from '../../shared/format-money.ts';
import { formatDateTime } from '../../shared/format-time.ts';
import { cheapestOption, durationsText, isFull, placesLeftText } from '../../shared/offer-text.ts';
import type { BookingPageData, PageService, PageSession } from './read-booking-page.ts';

// The first screen of a business's booking page as plain HTML (docs/decisions/0036): the same
// words and links as the SPA's catalogue (routes/client-access/_shell/register/index.tsx), with
// no script. Every link is an ordinary link into the SPA, which takes over from there. The
// words come from src/shared, so the two pages cannot drift apart in what they say.

type Markup = ReturnType<typeof html>;

export interface MarkupOptions {
  /** The visitor's language for dates and times (Accept-Language), as the SPA's browser's. */
  locale: string | undefined;
  /** The address a logo is loaded from. */
  logoUrl: (name: string) => string;
  /**
   * For the embed page (docs/decisions/0055): the business's name is the heading, since the
   * frame sits in the business's own page, and a note says the booking continues in a new tab
   * (the embed page's script removes it where the booking can stay in the frame).
   */
  embedded?: boolean;
}

/** A week of a daily class shows at once; the rest opens under "Show all", as in the SPA. */
const firstShown = 5;
/** The embed page's note that choices open a new tab, by the id its script finds it with. */
export const tabNoteId = 'bp-tab-note';
/** The product's accent (Mantine's indigo 8) when the business has none: AA on white. */
const productAccent = '#3b5bdb';

/** The booking page's body: the business's header and its catalogue. */
export function bookingPageMarkup(page: BookingPageData, options: MarkupOptions): Markup {
  const { business } = page;
  const accent = parseHexColour(business.brand_colour ?? '') ?? productAccent;
  const privates = page.services.filter((service) => service.kind === 'private');
  const groups = page.services.filter((service) => service.kind === 'group');
  const when = (at: Date) => formatDateTime(at, business.time_zone, options.locale);
  const mark = html`${
      business.brand_logo
        ? html`<img src="${options.logoUrl(business.brand_logo)}" alt="" height="32" />`
        : null
    } <span>${business.name}</span>`;
  return html`<div class="bp" style="--accent: ${accent}">
    <header class="bp-header">
      ${
        options.embedded
          ? html`<h1 class="bp-mark">${mark}</h1>`
          : html`<a class="bp-mark" href="${bookingPageUrl('', business.slug)}">${mark}</a>`
      }
      <nav aria-label="Client area">
        <a class="bp-signin" href="/client-access/login/?tenant=${business.slug}">Sign in</a>
      </nav>
    </header>
    <main class="bp-main">
      ${options.embedded ? null : html`<h1>Book</h1>`}
      <p>
        What ${business.name} offers: private sessions, where you pick a time with a teacher, and
        group classes, where you pick a session and how to pay. No account needed: you give your
        name and email when you book.
      </p>
      ${business.brand_description ? html`<p>${business.brand_description}</p>` : null}
      <p class="bp-dim">Times are in the business's time zone, ${zoneName(business.time_zone)}.</p>
      ${
        options.embedded
          ? html`<p class="bp-dim" id="${tabNoteId}">
              When you choose, your booking continues in a new tab.
            </p>`
          : null
      }
      ${
        page.services.length === 0
          ? html`<p>${business.name} has nothing to book online yet. Ask them how to book.</p>`
          : null
      }
      ${
        privates.length > 0
          ? html`<section aria-labelledby="private-heading">
              <h2 id="private-heading">Private sessions</h2>
              ${privates.map((service) => privateCard(service, page, when))}
            </section>`
          : null
      }
      ${
        groups.length > 0
          ? html`<section aria-labelledby="group-heading">
              <h2 id="group-heading">Group classes</h2>
              ${groups.map((service) => groupCard(service, page, when))}
            </section>`
          : null
      }
    </main>
  </div>`;
}

const zoneName = (zone: string) => zone.replaceAll('_', ' ');

function serviceHeading(service: PageService, currency: string): Markup {
  const cheapest = cheapestOption(service.options);
  const several = new Set(service.options.map((option) => option.price_minor)).size > 1;
  return html`<h3 id="name-${service.id}">${service.name}</h3>
    ${service.description ? html`<p class="bp-dim">${service.description}</p>` : null}
    <p>
      ${durationsText(service)}${
        cheapest
          ? html` <span aria-hidden="true">·</span>
              <strong
                >${several ? 'from ' : ''}${formatMoney(cheapest.price_minor, cheapest.currency || currency)}</strong
              >`
          : null
      }
    </p>`;
}

function privateCard(
  service: PageService,
  page: BookingPageData,
  when: (at: Date) => string,
): Markup {
  return html`<article class="bp-card bp-private" aria-labelledby="name-${service.id}">
    <div>
      ${serviceHeading(service, page.business.currency)}
      <p>
        ${
          service.nextFree
            ? html`Next free time: <strong>${when(service.nextFree)}</strong>`
            : 'No free times in the next two weeks.'
        }
      </p>
    </div>
    <a
      class="bp-button"
      href="${serviceLinkUrl('', page.business.slug, service)}"
      aria-label="Book ${service.name}"
      >Book</a
    >
  </article>`;
}

function groupCard(service: PageService, page: BookingPageData, when: (at: Date) => string) {
  const sessions = page.sessions.filter((session) => session.service_id === service.id);
  const link = (session: PageSession) =>
    html`<li>${sessionLink(session, page.business.slug, page.waitlistOpen, when)}</li>`;
  const rest = sessions.slice(firstShown);
  // The id is the anchor of a shared link to this service (serviceLinkUrl).
  return html`<article
    class="bp-card"
    id="service-${service.id}"
    aria-labelledby="name-${service.id}"
  >
    ${serviceHeading(service, page.business.currency)}
    ${
      sessions.length === 0
        ? html`<p>No classes in the next two weeks.</p>`
        : html`<ul class="bp-sessions">
            ${sessions.slice(0, firstShown).map(link)}
          </ul>`
    }
    ${
      rest.length > 0
        ? html`<details>
            <summary>Show all ${sessions.length} sessions</summary>
            <ul class="bp-sessions">
              ${rest.map(link)}
            </ul>
          </details>`
        : null
    }
  </article>`;
}

function sessionLink(
  session: PageSession,
  slug: string,
  waitlistOpen: boolean,
  when: (at: Date) => string,
): Markup {
  const href = sessionLinkUrl('', slug, { serviceId: session.service_id, bookingId: session.id });
  return html`<a class="bp-session" href="${href}">
    <span>
      <strong>${when(session.starts_at)}</strong>
      <span class="bp-dim"
        >${session.staff_name ? `with ${session.staff_name}` : 'Teacher to be confirmed'}${
          session.location ? ` · ${session.location}` : ''
        }</span
      >
    </span>
    <span class="${isFull(session) ? 'bp-full' : ''}"
      >${placesLeftText(session, waitlistOpen)}</span
    >
  </a>`;
}
