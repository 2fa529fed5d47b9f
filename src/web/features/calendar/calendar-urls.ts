// The addresses of src/server/calendar's routes, under the API's address (/config.json's
// supabaseUrl, which is this server unless API_EXTERNAL_URL says otherwise).

/** A subscription feed's https address. */
export function feedUrl(apiUrl: string, token: string): string {
  return `${apiUrl.replace(/\/+$/, '')}/calendar/v1/feeds/${encodeURIComponent(token)}.ics`;
}

/**
 * The same feed as a webcal:// address, which opens the device's calendar app to subscribe
 * (Apple Calendar, Outlook); the app then fetches it over https, or http on a local server.
 */
export function webcalUrl(httpUrl: string): string {
  return httpUrl.replace(/^https?:\/\//i, 'webcal://');
}

/** One booking's .ics: a client's place by its id, or a booking by its id for its team. */
export function eventFileUrl(apiUrl: string, id: string): string {
  return `${apiUrl.replace(/\/+$/, '')}/calendar/v1/events/${encodeURIComponent(id)}.ics`;
}

/** The file name a Content-Disposition header gives, or the fallback. */
export function dispositionFilename(header: string | null, fallback: string): string {
  const name = /filename="([^"]+)"/.exec(header ?? '')?.[1];
  return name ?? fallback;
}
