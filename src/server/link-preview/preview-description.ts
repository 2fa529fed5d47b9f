// What a search result or a shared link says under a page of a business's booking flow (issue 33,
// point 3): the business's name, what it offers and where, and its own description, so that the
// page is described as the business, never as the product, in the reader's language
// (messages/<locale>/link-preview.ts). Plain text: the caller escapes it.

import type { Words } from '../../shared/i18n/words.ts';

/** What a business page is described by (app.link_preview's business). */
export interface DescribedBusiness {
  name: string;
  /** Its own short description (the brand's), as it wrote it. */
  description: string | null;
  /** Where clients find it, as it typed it (lines or commas). */
  address: string | null;
  /** The first names of what a visitor can book there, in order; a fourth means "and more". */
  services: string[];
}

/** Search results show about 160 characters; messaging apps a little more. */
export const longestDescription = 200;

/** The text cut at a word before the limit, with an ellipsis when cut. */
export function clip(text: string, longest = longestDescription): string {
  if (text.length <= longest) return text;
  const cut = text.slice(0, longest - 1);
  const space = cut.lastIndexOf(' ');
  // A word longer than half the text is cut inside, rather than leaving almost nothing.
  return `${(space > longest / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Text on one line, each run of white space one space. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** An address typed on several lines, on one: "12 Harbour Row\nLondon" → "12 Harbour Row, London". */
export function addressOnOneLine(address: string | null): string {
  return (address ?? '')
    .split(/[\r\n]+/)
    .map((line) => oneLine(line).replace(/,$/, ''))
    .filter((line) => line !== '')
    .join(', ');
}

/** A sentence as written, with a full stop when it has no end of its own. */
const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

/** "A", "A and B", "A, B and C", "A, B, C and more", as the reader's language lists. */
export function listOfOffers(names: readonly string[], words: Words): string {
  const shown = names.slice(0, 3).map(oneLine);
  const more = names.length > 3 ? [words.formatMessage({ id: 'link-preview.more' })] : [];
  return words.formatList([...shown, ...more], { type: 'conjunction' });
}

/**
 * The description of the business's own pages (its booking page, its embed): who, what and
 * where first, as a search result shows the start, then its own words, then what the page is
 * for. "Sunrise Yoga offers Vinyasa Flow, Yin Yoga and Massage at 12 Harbour Row, London. Yoga by
 * the river. Book online."
 */
export function businessDescription(business: DescribedBusiness, words: Words): string {
  const name = oneLine(business.name);
  const offers = listOfOffers(business.services, words);
  const address = addressOnOneLine(business.address);
  const own = oneLine(business.description ?? '');
  const facts =
    offers !== ''
      ? words.formatMessage(
          { id: address === '' ? 'link-preview.offers' : 'link-preview.offersAt' },
          { business: name, offers, address },
        )
      : address !== ''
        ? words.formatMessage({ id: 'link-preview.businessAt' }, { business: name, address })
        : null;
  if (facts === null && own === '') {
    return words.formatMessage({ id: 'link-preview.bookOnlineWith' }, { business: name });
  }
  return clip(
    [
      facts ?? sentence(name),
      own === '' ? null : sentence(own),
      words.formatMessage({ id: 'link-preview.bookOnline' }),
    ]
      .filter((part) => part !== null)
      .join(' '),
  );
}

/**
 * The description of a page of one service or session: the service's own description (else the
 * business's), then whose it is and where.
 */
export function serviceDescription(
  service: { name: string; description: string },
  business: DescribedBusiness,
  words: Words,
): string {
  const own = oneLine(service.description) || oneLine(business.description ?? '');
  const address = addressOnOneLine(business.address);
  const whose = words.formatMessage(
    { id: address === '' ? 'link-preview.atBusiness' : 'link-preview.atBusinessAddress' },
    { business: oneLine(business.name), address },
  );
  return clip(
    [
      own === '' ? null : sentence(own),
      whose,
      words.formatMessage({ id: 'link-preview.bookOnline' }),
    ]
      .filter((part) => part !== null)
      .join(' '),
  );
}
