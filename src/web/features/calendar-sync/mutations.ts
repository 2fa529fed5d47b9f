import type { Supabase } from '@/supabase';
import { dataOf } from '../data/data-error';
import { askCalendarServer } from './calendar-server';
import type { OAuthProvider } from './calendar-words';

// Changes of calendar connections. What needs the server's powers (a password or a token to
// seal, an account to probe, a push channel to stop) goes to its calendar routes; a calendar's
// use and "sync now" are the database's (public.set_calendar_use, public.sync_calendars_now).

interface Server {
  supabase: Supabase;
  apiUrl: string;
}

/** What a staff member gives to connect a CalDAV account (iCloud, Fastmail, Nextcloud, …). */
export interface CaldavAccount {
  server_url: string;
  username: string;
  password: string;
}

/** Probes the account, seals its password and keeps its calendars: answers the connection's id. */
export async function connectCaldav(
  { supabase, apiUrl }: Server,
  tenantId: string,
  account: CaldavAccount,
) {
  const answer = await askCalendarServer<{ id: string }>(supabase, apiUrl, {
    method: 'POST',
    path: 'connections',
    body: { tenant_id: tenantId, provider: 'caldav', ...account },
  });
  return answer?.id ?? null;
}

/** Forgets the connection and its calendars; events already written stay where they are. */
export async function disconnectCalendar({ supabase, apiUrl }: Server, connectionId: string) {
  await askCalendarServer(supabase, apiUrl, {
    method: 'DELETE',
    path: `connections/${encodeURIComponent(connectionId)}`,
  });
}

/** The provider's consent page for this business's own app registration, to go to now. */
export async function oauthStartUrl(
  { supabase, apiUrl }: Server,
  tenantId: string,
  provider: OAuthProvider,
): Promise<string> {
  const answer = await askCalendarServer<{ url: string }>(supabase, apiUrl, {
    method: 'GET',
    path: `oauth/${provider}/start?tenant_id=${encodeURIComponent(tenantId)}`,
  });
  if (typeof answer?.url !== 'string') throw new Error('The server named no sign-in page.');
  return answer.url;
}

/** The business's own OAuth client at a provider (owners and admins); the secret is sealed. */
export async function saveOAuthClient(
  { supabase, apiUrl }: Server,
  tenantId: string,
  provider: OAuthProvider,
  client: { client_id: string; client_secret: string },
) {
  await askCalendarServer(supabase, apiUrl, {
    method: 'PUT',
    path: `oauth-clients/${encodeURIComponent(tenantId)}/${provider}`,
    body: client,
  });
}

export async function removeOAuthClient(
  { supabase, apiUrl }: Server,
  tenantId: string,
  provider: OAuthProvider,
) {
  await askCalendarServer(supabase, apiUrl, {
    method: 'DELETE',
    path: `oauth-clients/${encodeURIComponent(tenantId)}/${provider}`,
  });
}

/** Whether a calendar blocks its staff member's free times, and whether it receives their bookings. */
export function setCalendarUse(
  supabase: Supabase,
  calendarId: string,
  use: { blocks: boolean; receives_bookings: boolean },
) {
  return dataOf(supabase.rpc('set_calendar_use', { calendar_id: calendarId, ...use }));
}

/** Every blocking calendar of the connection read again now. */
export function syncCalendarsNow(supabase: Supabase, connectionId: string) {
  return dataOf(supabase.rpc('sync_calendars_now', { connection_id: connectionId }));
}
