import { createAccount, fetchCalendars, type DAVAccount, type DAVCalendar } from 'tsdav';
import { CalendarAccountError, type RemoteCalendar } from '../calendar-account.ts';

// Finding an account's calendars from the address a staff member typed: the server's address
// (https://caldav.fastmail.com), its principal, or one calendar's address (Nextcloud's
// …/calendars/ann/personal/). Discovery (RFC 6764: /.well-known/caldav, the principal, its
// calendar home) finds every calendar of the account from any of them; a server that does not
// offer it is asked for the calendars at and under the address itself.

const props = {
  'd:displayname': {},
  'ca:calendar-color': {},
  'cs:getctag': {},
  'd:resourcetype': {},
  'c:supported-calendar-component-set': {},
  'd:sync-token': {},
  'd:current-user-privilege-set': {},
};

export interface FoundCalendar extends RemoteCalendar {
  dav: DAVCalendar;
}

export type Privileges = { privilege?: unknown } | undefined;

/** Whether the user may put events (write, write-content, bind or all); unsaid means yes. */
export function mayWrite(privileges: Privileges): boolean {
  if (privileges?.privilege === undefined) return true;
  const list = [privileges.privilege].flat() as Record<string, unknown>[];
  return list.some((entry) =>
    ['write', 'writeContent', 'bind', 'all'].some((name) => name in entry),
  );
}

const colourOf = (value: unknown) =>
  typeof value === 'string' && /^#[0-9a-f]{6}/i.test(value) ? value.slice(0, 7) : null;

function nameOf(calendar: DAVCalendar): string {
  const name = typeof calendar.displayName === 'string' ? calendar.displayName.trim() : '';
  const fallback = decodeURIComponent(new URL(calendar.url).pathname.split('/').at(-2) ?? '');
  return (name || fallback || 'Calendar').slice(0, 300);
}

async function discovered(address: URL, davFetch: typeof fetch): Promise<DAVAccount> {
  const account: DAVAccount = { accountType: 'caldav', serverUrl: address.href, credentials: {} };
  try {
    return await createAccount({ account, fetch: davFetch });
  } catch (error) {
    if (error instanceof CalendarAccountError) throw error;
    return { ...account, rootUrl: address.origin + '/', homeUrl: address.href };
  }
}

/** The account's calendars that hold events, the first writable one primary. */
export async function findCalendars(
  address: URL,
  davFetch: typeof fetch,
): Promise<FoundCalendar[]> {
  const account = await discovered(address, davFetch);
  let calendars: DAVCalendar[];
  try {
    calendars = await fetchCalendars({
      account,
      props,
      projectedProps: { currentUserPrivilegeSet: true },
      fetch: davFetch,
    });
  } catch (error) {
    if (error instanceof CalendarAccountError) throw error;
    throw new CalendarAccountError('calendar_not_found', `No calendars at ${address.href}`);
  }
  const found = calendars
    .filter(
      ({ components }) =>
        components === undefined || components.length === 0 || components.includes('VEVENT'),
    )
    .map((calendar) => ({
      dav: calendar,
      remoteId: calendar.url,
      name: nameOf(calendar),
      colour: colourOf(calendar.calendarColor),
      writable: mayWrite(calendar.projectedProps?.currentUserPrivilegeSet as Privileges),
      primary: false,
    }));
  const primary = found.find((calendar) => calendar.writable);
  if (primary !== undefined) primary.primary = true;
  return found;
}
