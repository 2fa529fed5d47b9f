import { refusedAddress } from '../../http/outbound-fetch.ts';
import { CalendarAccountError } from '../calendar-account.ts';

// The fetch every CalDAV request of an account goes through (tsdav takes it as `fetch`): each
// request bounded in time, sent only to addresses the server may reach, and the answers that
// mean the same for every request said once, as the interface's codes. What a status means
// for one request only (404 on DELETE is done, 412 on PUT is a changed event) is left to it.

/** Long enough for a slow server's answer with a thousand events; a sync is retried anyway. */
const timeoutMs = 20_000;

export interface DavFetchOptions {
  /** Whether a request may go to this address (src/server/http/outbound-address.ts). */
  mayReach(url: URL): boolean | Promise<boolean>;
  /** `Basic …` for CalDAV's user name and app password. */
  authorization: string;
  /** The fetch that makes the connections (src/server/http/outbound-fetch.ts). */
  fetch: typeof fetch;
}

const statusError = (status: number, url: string): CalendarAccountError | null => {
  if (status === 401)
    return new CalendarAccountError('calendar_auth_failed', `${url} refused the password`);
  if (status === 429)
    return new CalendarAccountError('calendar_rate_limited', `${url} asked to slow down`);
  if (status >= 500) return new CalendarAccountError('calendar_unreachable', `${url}: ${status}`);
  return null;
};

const maxRedirects = 5;

export function davFetch(options: DavFetchOptions): typeof fetch {
  const send = async (url: URL, init: RequestInit | undefined, hops: number): Promise<Response> => {
    if (!(await options.mayReach(url))) {
      throw new CalendarAccountError('calendar_refused', `${url.origin} may not be reached`);
    }
    const headers = new Headers(init?.headers);
    headers.set('Authorization', options.authorization);
    let response: Response;
    try {
      response = await options.fetch(url, {
        ...init,
        headers,
        // Redirects are followed here, each checked like the first address.
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      if (refusedAddress(error))
        throw new CalendarAccountError('calendar_refused', `${url.origin} leads inside`);
      throw new CalendarAccountError('calendar_unreachable', `${url.origin}: ${String(error)}`);
    }
    const location = response.headers.get('Location');
    if (response.status >= 300 && response.status < 400 && location !== null) {
      // tsdav's discovery reads the redirect of /.well-known/caldav itself.
      if (init?.redirect === 'manual') return response;
      await response.body?.cancel();
      if (hops >= maxRedirects)
        throw new CalendarAccountError('calendar_unreachable', `${url.href} redirects too often`);
      return send(new URL(location, url), init, hops + 1);
    }
    const error = statusError(response.status, url.href);
    if (error !== null) {
      await response.body?.cancel();
      throw error;
    }
    return response;
  };
  return (input, init) =>
    send(new URL(input instanceof Request ? input.url : input.toString()), init, 0);
}

/** The `Authorization` header of a user name and password. */
export const basicAuthorization = (username: string, password: string) =>
  `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;
