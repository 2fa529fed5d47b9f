/**
 * The origin of the site framing this page: the browser's list of ancestors where it has one
 * (Chromium, Safari), else the origin the framing page sent as referrer (Firefox). Null when it
 * cannot be known, which counts as a site the business did not name.
 */
export function framingOrigin(
  ancestors: readonly string[] | undefined,
  referrer: string,
): string | null {
  if (ancestors !== undefined) return ancestors[0] ?? null;
  try {
    return referrer === '' ? null : new URL(referrer).origin;
  } catch {
    return null;
  }
}

/** This page's framing site, read from the browser. */
export function browserFramingOrigin(): string | null {
  if (window.parent === window) return null;
  const ancestors = window.location.ancestorOrigins as DOMStringList | undefined;
  return framingOrigin(
    ancestors === undefined ? undefined : Array.from(ancestors),
    document.referrer,
  );
}

/**
 * Where the embed page's booking happens: inside the frame when the framing site is one the
 * business named (only those may frame the booking pages) and the browser lets the frame keep
 * the sign-in; otherwise in a tab of its own.
 */
export function bookingPlace(
  framing: string | null,
  businessSites: readonly string[],
  storageWorks: boolean,
): 'frame' | 'tab' {
  return framing !== null && businessSites.includes(framing) && storageWorks ? 'frame' : 'tab';
}
