import type { Words } from '@shared/i18n/words.ts';

/** How many websites a business may name (the database holds it to the same). */
export const maxWebsites = 5;

export type WebsiteOrigins = { origins: string[] } | { error: string };

/**
 * The websites (origins: scheme, host and port) an owner typed, one a line or separated by
 * commas. An address without a scheme is taken as https and needs a dot in its host; a path is
 * dropped, as a frame is allowed per site, not per page. Each is kept once, in the order typed.
 * A refusal is in `words`.
 */
export function readWebsiteOrigins(text: string, words: Words): WebsiteOrigins {
  const origins: string[] = [];
  const entries = text.split(/[\n,]/).map((part) => part.trim());
  for (const entry of entries.filter((part) => part !== '')) {
    const origin = originOf(entry);
    if (origin === null)
      return { error: words.formatMessage({ id: 'settings.websiteInvalid' }, { entry }) };
    if (!origins.includes(origin)) origins.push(origin);
  }
  if (origins.length > maxWebsites) {
    return {
      error: words.formatMessage({ id: 'settings.tooManyWebsites' }, { count: maxWebsites }),
    };
  }
  return { origins };
}

function originOf(entry: string): string | null {
  const schemed = /^[a-z][a-z0-9+.-]*:/i.test(entry);
  if (/\s/.test(entry)) return null;
  try {
    const url = new URL(schemed ? entry : `https://${entry}`);
    const plainHost = /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/.test(url.hostname);
    const dotted = schemed || url.hostname.includes('.');
    if (
      !['http:', 'https:'].includes(url.protocol) ||
      !plainHost ||
      !dotted ||
      url.username !== ''
    ) {
      return null;
    }
    return url.origin;
  } catch {
    return null;
  }
}
