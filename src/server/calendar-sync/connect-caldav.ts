import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { onBehalfOf, type ActingFor } from '../db/on-behalf-of.ts';
import type { SecretBox } from '../payments/secret-box.ts';
import { CalendarAccountError } from './calendar-account.ts';
import { openCaldavAccount } from './caldav/caldav-account.ts';
import { reachableAddress, type AddressPolicy } from '../http/outbound-address.ts';
import { connectionContext } from './connection-secrets.ts';

// POST /calendar/v1/connections (issue 37, point 1): a staff member connects a CalDAV account
// with its address, user name and app password. The account is probed first (its calendars
// listed), so a wrong password or address is said at once; then the password is sealed and the
// connection kept with its calendars (calendars.add_connection), which are read at once.

export interface Answer {
  status: 201 | 400 | 403 | 422 | 502;
  body: Record<string, unknown>;
}

const connectInput = z.strictObject({
  tenant_id: z.uuid(),
  provider: z.literal('caldav'),
  server_url: z.string().min(1).max(2000),
  username: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(1000),
});

const refusal = (status: Answer['status'], code: string, message: string): Answer => ({
  status,
  body: { code, message },
});

function probeRefusal(error: unknown): Answer {
  const code = error instanceof CalendarAccountError ? error.code : 'calendar_unreachable';
  if (code === 'calendar_auth_failed')
    return refusal(
      422,
      'calendar_auth_failed',
      'The calendar server refused the user name or password. Use an app password where the provider asks for one.',
    );
  if (code === 'calendar_not_found' || code === 'calendar_refused')
    return refusal(
      422,
      'no_calendars_found',
      'No calendars were found at this address: check it, or use the address of one of your calendars.',
    );
  return refusal(
    502,
    'calendar_unreachable',
    'The calendar server could not be reached. Check the address, or try again later.',
  );
}

export async function connectCaldav(
  services: { db: Database; box: SecretBox; addressPolicy: AddressPolicy },
  person: ActingFor,
  input: unknown,
): Promise<Answer> {
  const parsed = connectInput.safeParse(input);
  if (!parsed.success)
    return refusal(
      400,
      'invalid_connection',
      'Give tenant_id, provider "caldav", server_url, username and password.',
    );
  const { tenant_id: tenantId, username, password } = parsed.data;
  const { db, box } = services;
  const staff = (
    await db.query<{ id: string | null }>('select calendars.staff_of_user($1, $2) as id', [
      tenantId,
      person.claims.sub,
    ])
  ).rows[0]?.id;
  if (staff == null)
    return refusal(403, 'not_staff', 'Only active staff of this business connect calendars here.');
  const address = await reachableAddress(parsed.data.server_url, services.addressPolicy);
  if (address === null)
    return refusal(
      400,
      'invalid_calendar_address',
      'The calendar address must start with https:// and must not lead into this server’s own network.',
    );

  let calendars;
  try {
    calendars = await openCaldavAccount(
      { serverUrl: address.href, username, password },
      services.addressPolicy,
    ).listCalendars();
  } catch (error) {
    return probeRefusal(error);
  }
  if (calendars.length === 0)
    return probeRefusal(new CalendarAccountError('calendar_not_found', 'none'));
  // Connecting the same account again keeps its connection, whose id the password is sealed to.
  const { rows: known } = await db.query<{ id: string }>(
    `select id from calendars.connections
     where tenant_id = $1 and staff_id = $2 and provider = 'caldav' and account = $3 and server_url = $4`,
    [tenantId, staff, username, address.href],
  );
  const id = known[0]?.id ?? randomUUID();
  const { rows } = await onBehalfOf(db, person, (tx) =>
    tx.query<{ id: string }>(
      'select calendars.add_connection($1, $2, $3, $4, $5, $6, $7, null, null, $8::jsonb) as id',
      [
        tenantId,
        id,
        staff,
        'caldav',
        username,
        address.href,
        box.seal(password, connectionContext(tenantId, id, 'secret')),
        JSON.stringify(
          calendars.map((calendar) => ({
            remote_id: calendar.remoteId,
            name: calendar.name,
            colour: calendar.colour,
            writable: calendar.writable,
            primary: calendar.primary,
          })),
        ),
      ],
    ),
  );
  return { status: 201, body: { id: rows[0]?.id ?? id } };
}
