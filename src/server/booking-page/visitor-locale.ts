/**
 * The visitor's first language from an Accept-Language header, when this server can write
 * dates in it, as the SPA writes them in the browser's language; otherwise undefined (the
 * server's default). "en-GB,en;q=0.9" → "en-GB".
 */
export function visitorLocale(acceptLanguage: string | undefined): string | undefined {
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim();
  if (!first || first === '*') return undefined;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([first])[0];
  } catch {
    // Not a language tag at all.
    return undefined;
  }
}
