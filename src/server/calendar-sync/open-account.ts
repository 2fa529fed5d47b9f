import type { Database } from '../db/database.ts';
import type { SecretBox } from '../payments/secret-box.ts';
import { CalendarAccountError, type CalendarAccount } from './calendar-account.ts';
import { openCaldavAccount } from './caldav/caldav-account.ts';
import type { AddressPolicy } from '../http/outbound-address.ts';
import { connectionContext, oauthClientContext } from './connection-secrets.ts';
import { openOAuthAccount } from './oauth/oauth-account.ts';

// Opens a stored connection as an account of its provider, with its secrets opened from the
// payments box: the one place the workers (and the routes that stop push channels) learn a
// connection's provider, so that nothing else depends on it.

export interface AccountServices {
  db: Database;
  box: SecretBox;
  /** Where CalDAV requests may go (src/server/http/outbound-address.ts). */
  addressPolicy: AddressPolicy;
  /** The server's own routes in-process, which reach the OAuth stand-ins. */
  send: (request: Request) => Promise<Response>;
}

interface ConnectionRow {
  provider: 'caldav' | 'google' | 'microsoft';
  account: string;
  server_url: string | null;
  secret_sealed: Uint8Array;
  access_token_sealed: Uint8Array | null;
  access_expires_at: Date | string | null;
  client_id: string | null;
  client_secret_sealed: Uint8Array | null;
}

const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

export type OpenAccount = (tenantId: string, connectionId: string) => Promise<CalendarAccount>;

export function accountOpener(services: AccountServices): OpenAccount {
  const { db, box } = services;
  return async (tenantId, connectionId) => {
    const { rows } = await db.query<ConnectionRow>(
      `select c.provider, c.account, c.server_url, c.secret_sealed, c.access_token_sealed,
              c.access_expires_at, o.client_id, o.client_secret_sealed
       from calendars.connections c
       left join calendars.oauth_clients o on o.tenant_id = c.tenant_id and o.provider = c.provider
       where c.tenant_id = $1 and c.id = $2`,
      [tenantId, connectionId],
    );
    const [row] = rows;
    if (row === undefined)
      throw new CalendarAccountError('calendar_not_found', 'The connection is gone.');
    const secret = box.open(row.secret_sealed, connectionContext(tenantId, connectionId, 'secret'));
    if (row.provider === 'caldav') {
      return openCaldavAccount(
        { serverUrl: row.server_url ?? '', username: row.account, password: secret },
        services.addressPolicy,
      );
    }
    const { provider } = row;
    if (row.client_id === null || row.client_secret_sealed === null) {
      // The business removed its OAuth client: the account cannot be reached until it is back.
      throw new CalendarAccountError('calendar_auth_failed', `No ${provider} OAuth client.`, false);
    }
    return openOAuthAccount({
      provider,
      clientId: row.client_id,
      clientSecret: box.open(row.client_secret_sealed, oauthClientContext(tenantId, provider)),
      refreshToken: secret,
      accessToken:
        row.access_token_sealed === null
          ? null
          : box.open(row.access_token_sealed, connectionContext(tenantId, connectionId, 'access')),
      accessExpiresAt: asDate(row.access_expires_at),
      async onAccessToken(token, expiresAt) {
        await db.query('select calendars.set_access_token($1, $2, $3, $4)', [
          tenantId,
          connectionId,
          box.seal(token, connectionContext(tenantId, connectionId, 'access')),
          expiresAt,
        ]);
      },
      // Microsoft rotates refresh tokens: the new one is kept, sealed as the first was.
      async onRefreshToken(token) {
        await db.query(
          'update calendars.connections set secret_sealed = $3 where tenant_id = $1 and id = $2',
          [
            tenantId,
            connectionId,
            box.seal(token, connectionContext(tenantId, connectionId, 'secret')),
          ],
        );
      },
      send: services.send,
    });
  };
}
