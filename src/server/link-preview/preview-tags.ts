// The title, description, Open Graph and Twitter tags of a booking link's page (issue 19, point
// 5; issue 33, point 3), so that a link shared in a messaging app, and the page in a search
// result, shows the business and what the link opens, in the reader's language. Built from
// public catalogue data only, and every value is escaped for an HTML attribute: names and
// descriptions are typed by businesses.

import { formatDateTime } from '../../shared/format-time.ts';
import type { Words } from '../../shared/i18n/words.ts';
import { businessDescription, serviceDescription } from './preview-description.ts';

export interface LinkPreview {
  business: {
    slug: string;
    name: string;
    time_zone: string;
    /** Its default language (tenants.locale). */
    locale: string;
    description: string | null;
    logo: string | null;
    /** The business's own websites, which may show its booking pages in a frame. */
    embed_origins: string[];
    address: string | null;
    /** The first four names of what a visitor can book there. */
    services: string[];
  };
  service: { name: string; description: string } | null;
  starts_at: string | null;
}

export interface PreviewContext {
  /** The page's own absolute URL (og:url). */
  url: string;
  /** The absolute URL of a business's logo, from its name in the business-brand bucket. */
  logoUrl: (name: string) => string;
  /** The absolute URL of the image the product ships for pages without a logo. */
  defaultImage: string;
  productName: string;
  /** The reader's language (booking-page/visitor-language.ts). */
  words: Words;
}

export interface PreviewFields {
  title: string;
  description: string;
  image: string;
  url: string;
  /** Whose page it is: the business's name, else the product's. */
  siteName: string;
}

/** What the preview says: the session, the service or the business, else the product. */
export function previewFields(preview: LinkPreview | null, context: PreviewContext): PreviewFields {
  const { url, defaultImage, words } = context;
  if (preview === null) {
    return {
      title: context.productName,
      description: words.formatMessage({ id: 'link-preview.productDescription' }),
      image: defaultImage,
      url,
      siteName: context.productName,
    };
  }
  const { business, service, starts_at } = preview;
  const page = {
    image: business.logo === null ? defaultImage : context.logoUrl(business.logo),
    url,
    siteName: business.name,
  };
  if (service === null) {
    return {
      ...page,
      title: words.formatMessage({ id: 'link-preview.bookWith' }, { business: business.name }),
      description: businessDescription(business, words),
    };
  }
  // A session's start as a visitor of the business reads it: in its time zone.
  const title =
    starts_at === null
      ? words.formatMessage(
          { id: 'link-preview.serviceTitle' },
          { service: service.name, business: business.name },
        )
      : words.formatMessage(
          { id: 'link-preview.sessionTitle' },
          {
            service: service.name,
            start: formatDateTime(starts_at, business.time_zone, words.locale),
            business: business.name,
          },
        );
  return { ...page, title, description: serviceDescription(service, business, words) };
}

/** Text as an HTML attribute value or element text: nothing in it can end either. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** The meta elements, one per line, for the end of the page's head. */
export function previewTags(fields: PreviewFields): string {
  const tags: [string, string, string][] = [
    ['name', 'description', fields.description],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', fields.siteName],
    ['property', 'og:title', fields.title],
    ['property', 'og:description', fields.description],
    ['property', 'og:image', fields.image],
    ['property', 'og:url', fields.url],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', fields.title],
    ['name', 'twitter:description', fields.description],
    ['name', 'twitter:image', fields.image],
  ];
  return tags
    .map(([key, name, value]) => `<meta ${key}="${name}" content="${escapeHtml(value)}" />`)
    .join('\n');
}

/** The product's own description in index.html, which a business's page replaces. */
const productDescriptionTag = /\s*<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

/** index.html with the preview's title, description and tags. */
export function pageWithPreview(html: string, fields: PreviewFields): string {
  // Replaced by functions, so that a `$&` in a business's name is only text.
  const title = `<title>${escapeHtml(fields.title)}</title>`;
  const titled = html
    .replace(/<title>[^<]*<\/title>/, () => title)
    .replace(productDescriptionTag, '');
  const tags = previewTags(fields);
  return titled.includes('</head>')
    ? titled.replace('</head>', () => `${tags}\n</head>`)
    : titled + tags;
}
