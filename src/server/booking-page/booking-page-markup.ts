import type { IntlShape } from '@formatjs/intl';
import { html } from 'hono/html';
import { parseHexColour } from '../../shared/brand/accent-colour.ts';
import { serviceLinkUrl, sessionLinkUrl, bookingPageUrl } from '../../shared/booking-links.ts';
import { formatMoney } from '../../shared/format-money.ts';
import { formatDateTime, zoneName } from '../../shared/format-time.ts';
import type { MessageId } from '../../shared/i18n/message-ids.ts';
import { cheapestOption, durationsText, isFull, placesLeftText } from '../../shared/offer-text.ts';
import { markupMessage } from '../i18n/markup-message.ts';
import type { BookingPageData, PageService, PageSession } from './read-booking-page.ts';

// The first screen of a business's booking page as plain HTML (docs/decisions/0036): the same
// words and links as the SPA's catalogue (routes/client-access/_shell/register/index.tsx), with
// no script. Every link is an ordinary link into the SPA, which takes over from there. The
// words are the catalogues' (src/shared/i18n/messages/<locale>/booking-page.ts and offer.ts)
// in the visitor's language (visitor-language.ts): only this page's, written into it. What the
// business typed (its name, its services' names and descriptions) takes its own direction
// (dir="auto"): an English description keeps its full stop at its end on an Arabic page.

type Markup = ReturnType<typeof html>;

export interface MarkupOptions {
  /** The visitor's language: its words, and how it writes dates, times and prices. */
  words: IntlShape;
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

/** What the cards need to write their words. */
interface CardContext {
  page: BookingPageData;
  words: IntlShape;
  say: (id: MessageId, values?: Record<string, string | number>) => string;
  when: (at: Date) => string;
}

/** The booking page's body: the business's header and its catalogue. */
export function bookingPageMarkup(page: BookingPageData, options: MarkupOptions): Markup {
  const { business } = page;
  const { words } = options;
  const context: CardContext = {
    page,
    words,
    say: (id, values) => words.formatMessage({ id }, values),
    when: (at) => formatDateTime(at, business.time_zone, words.locale),
  };
  const { say } = context;
  const accent = parseHexColour(business.brand_colour ?? '') ?? productAccent;
  const privates = page.services.filter((service) => service.kind === 'private');
  const groups = page.services.filter((service) => service.kind === 'group');
  const mark = html`${
      business.brand_logo
        ? html`<img src="${options.logoUrl(business.brand_logo)}" alt="" height="32" />`
        : null
    } <span dir="auto">${business.name}</span>`;
  return html`<div class="bp" style="--accent: ${accent}">
    <header class="bp-header">
      ${
        options.embedded
          ? html`<h1 class="bp-mark">${mark}</h1>`
          : html`<a class="bp-mark" href="${bookingPageUrl('', business.slug)}">${mark}</a>`
      }
      <nav aria-label="${say('booking-page.clientArea')}">
        <a class="bp-signin" href="/client-access/login/?tenant=${business.slug}"
          >${say('booking-page.signIn')}</a
        >
      </nav>
    </header>
    <main class="bp-main">
      ${options.embedded ? null : html`<h1>${say('booking-page.heading')}</h1>`}
      <p>${say('booking-page.intro', { business: business.name })}</p>
      ${business.brand_description ? html`<p dir="auto">${business.brand_description}</p>` : null}
      <p class="bp-dim">
        ${say('booking-page.timeZone', { zone: zoneName(business.time_zone, words.locale) })}
      </p>
      ${
        options.embedded
          ? html`<p class="bp-dim" id="${tabNoteId}">${say('booking-page.tabNote')}</p>`
          : null
      }
      ${
        page.services.length === 0
          ? html`<p>${say('booking-page.nothingToBook', { business: business.name })}</p>`
          : null
      }
      ${
        privates.length > 0
          ? html`<section aria-labelledby="private-heading">
              <h2 id="private-heading">${say('booking-page.privateSessions')}</h2>
              ${privates.map((service) => privateCard(service, context))}
            </section>`
          : null
      }
      ${
        groups.length > 0
          ? html`<section aria-labelledby="group-heading">
              <h2 id="group-heading">${say('booking-page.groupClasses')}</h2>
              ${groups.map((service) => groupCard(service, context))}
            </section>`
          : null
      }
    </main>
  </div>`;
}

function serviceHeading(service: PageService, { page, words, say }: CardContext): Markup {
  const cheapest = cheapestOption(service.options);
  const several = new Set(service.options.map((option) => option.price_minor)).size > 1;
  const price = (option: { price_minor: number; currency: string }) =>
    formatMoney(option.price_minor, option.currency || page.business.currency, words.locale);
  return html`<h3 id="name-${service.id}" dir="auto">${service.name}</h3>
    ${service.description ? html`<p class="bp-dim" dir="auto">${service.description}</p>` : null}
    <p>
      ${durationsText(service, words)}${
        cheapest
          ? html` <span aria-hidden="true">·</span>
              <strong
                >${several ? say('booking-page.fromPrice', { price: price(cheapest) }) : price(cheapest)}</strong
              >`
          : null
      }
    </p>`;
}

function privateCard(service: PageService, context: CardContext): Markup {
  const { page, words, say, when } = context;
  return html`<article class="bp-card bp-private" aria-labelledby="name-${service.id}">
    <div>
      ${serviceHeading(service, context)}
      <p>
        ${
          service.nextFree
            ? markupMessage(words, 'booking-page.nextFree', { time: when(service.nextFree) }, [
                'strong',
              ])
            : say('booking-page.noFreeTimes')
        }
      </p>
    </div>
    <a
      class="bp-button"
      href="${serviceLinkUrl('', page.business.slug, service)}"
      aria-label="${say('booking-page.bookService', { service: service.name })}"
      >${say('booking-page.book')}</a
    >
  </article>`;
}

function groupCard(service: PageService, context: CardContext): Markup {
  const { page, say } = context;
  const sessions = page.sessions.filter((session) => session.service_id === service.id);
  const link = (session: PageSession) => html`<li>${sessionLink(session, context)}</li>`;
  const rest = sessions.slice(firstShown);
  // The id is the anchor of a shared link to this service (serviceLinkUrl).
  return html`<article
    class="bp-card"
    id="service-${service.id}"
    aria-labelledby="name-${service.id}"
  >
    ${serviceHeading(service, context)}
    ${
      sessions.length === 0
        ? html`<p>${say('booking-page.noClasses')}</p>`
        : html`<ul class="bp-sessions">
            ${sessions.slice(0, firstShown).map(link)}
          </ul>`
    }
    ${
      rest.length > 0
        ? html`<details>
            <summary>${say('booking-page.showAll', { count: sessions.length })}</summary>
            <ul class="bp-sessions">
              ${rest.map(link)}
            </ul>
          </details>`
        : null
    }
  </article>`;
}

function sessionLink(session: PageSession, { page, words, say, when }: CardContext): Markup {
  const href = sessionLinkUrl('', page.business.slug, {
    serviceId: session.service_id,
    bookingId: session.id,
  });
  const teacher = session.staff_name
    ? say('booking-page.withStaff', { staff: session.staff_name })
    : say('booking-page.staffToBeConfirmed');
  return html`<a class="bp-session" href="${href}">
    <span>
      <strong>${when(session.starts_at)}</strong>
      <span class="bp-dim">${teacher}${session.location ? ` · ${session.location}` : ''}</span>
    </span>
    <span class="${isFull(session) ? 'bp-full' : ''}"
      >${placesLeftText(session, page.waitlistOpen, words)}</span
    >
  </a>`;
}
