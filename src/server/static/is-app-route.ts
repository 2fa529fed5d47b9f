/**
 * Whether a path is a screen of the SPA (answered with index.html) rather than a file: screens
 * never have a dot in their last segment, files always do. So a missing /assets/x.js is a 404,
 * which the router needs to notice a failed chunk, instead of an HTML page.
 */
export function isAppRoute(path: string): boolean {
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}
