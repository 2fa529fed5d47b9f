import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import { onBehalfOf, type ActingFor } from '../../db/on-behalf-of.ts';
import type { SecretBox } from '../../payments/secret-box.ts';
import { CalendarAccountError } from '../calendar-account.ts';
import { connectionContext, oauthClientContext } from '../connection-secrets.ts';
import { openOAuthAccount } from './oauth-account.ts';
import { signState, verifyState } from './oauth-state.ts';
import { isTestClient, providerEndpoints, type OAuthProvider } from './provider-endpoints.ts';
import { requestToken } from './token-endpoint.ts';

// Connecting a Google or Microsoft account (issue 37, point 1): the consent page's address for
// a staff member, then, when the provider sends the browser back, the code exchanged for the
// account's tokens, its calendars listed and the connection kept (calendars.add_connection).

export interface ConsentServices {
  db: Database;
  box: SecretBox;
  send: (request: Request) => Promise<Response>;
  /** The state's signing key (oauth-state.ts). */
  stateKey: Uint8Array;
  /** Whether the stand-ins (developer tool testCalendars) are on. */
  testCalendars: boolean;
}

interface Client {
  clientId: string;
  clientSecret: string;
}

/**
 * The codes a consent ends with when it fails in a way of its own (beside the providers'
 * calendar_* codes), which the calendars screen says in words (errors catalogue).
 */
const refusals = {
  stateInvalid: { code: 'calendar_state_invalid' },
  denied: { code: 'calendar_consent_denied' },
  appMissing: { code: 'calendar_app_missing' },
  testCalendarsOff: { code: 'test_calendars_off' },
} as const;

/** Why a consent cannot begin or end: a code the screens say in words. */
export class ConsentRefused extends Error {
  override name = 'ConsentRefused';
  readonly code: string;
  constructor(code: string) {
    super(code);
    this.code = code;
  }
}

async function businessClient(
  services: ConsentServices,
  tenantId: string,
  provider: OAuthProvider,
): Promise<Client> {
  const { rows } = await services.db.query<{ client_id: string; client_secret_sealed: Uint8Array }>(
    'select client_id, client_secret_sealed from calendars.oauth_clients where tenant_id = $1 and provider = $2',
    [tenantId, provider],
  );
  const row = rows[0];
  if (row === undefined) throw new ConsentRefused(refusals.appMissing.code);
  if (isTestClient(row.client_id) && !services.testCalendars)
    throw new ConsentRefused(refusals.testCalendarsOff.code);
  try {
    return {
      clientId: row.client_id,
      clientSecret: services.box.open(
        row.client_secret_sealed,
        oauthClientContext(tenantId, provider),
      ),
    };
  } catch {
    // Sealed under a key the server no longer holds: the app is saved again.
    throw new ConsentRefused(refusals.appMissing.code);
  }
}

/** The consent page's address for a staff member of the business (their staff row). */
export async function consentAddress(
  services: ConsentServices,
  who: { tenantId: string; staffId: string; userId: string },
  provider: OAuthProvider,
  options: { publicOrigin: string },
): Promise<string> {
  const client = await businessClient(services, who.tenantId, provider);
  const redirectUri = `${options.publicOrigin}/calendar/v1/oauth/${provider}/callback`;
  const endpoints = providerEndpoints(provider, client.clientId, {
    publicOrigin: options.publicOrigin,
    send: services.send,
  });
  const state = await signState({ ...who, provider, redirectUri }, services.stateKey);
  const url = new URL(endpoints.authorize);
  const params: [string, string][] = [
    ['client_id', client.clientId],
    ['redirect_uri', redirectUri],
    ['response_type', 'code'],
    ['scope', endpoints.scope],
    ['state', state],
    // A refresh token every time: Google gives one only with offline access and a fresh consent.
    ...(provider === 'google'
      ? ([
          ['access_type', 'offline'],
          ['prompt', 'consent'],
          ['include_granted_scopes', 'true'],
        ] as [string, string][])
      : ([
          ['response_mode', 'query'],
          ['prompt', 'select_account'],
        ] as [string, string][])),
  ];
  for (const [name, value] of params) url.searchParams.set(name, value);
  return url.href;
}

/**
 * The provider's answer to the consent: the account connected (or connected again), or a
 * ConsentRefused with the code to show.
 */
export async function finishConsent(
  services: ConsentServices,
  provider: OAuthProvider,
  answer: { code?: string; state?: string; error?: string },
  request: ActingFor,
): Promise<void> {
  const state = await verifyState(answer.state ?? '', provider, services.stateKey);
  if (state === null) throw new ConsentRefused(refusals.stateInvalid.code);
  if (answer.error !== undefined || !answer.code) {
    throw new ConsentRefused(
      answer.error === 'access_denied' ? refusals.denied.code : 'calendar_auth_failed',
    );
  }
  const client = await businessClient(services, state.tenantId, provider);
  const endpoints = providerEndpoints(provider, client.clientId, {
    publicOrigin: '',
    send: services.send,
  });
  try {
    const grant = await requestToken(provider, endpoints.token, endpoints.fetch, {
      grant_type: 'authorization_code',
      code: answer.code,
      redirect_uri: state.redirectUri,
      client_id: client.clientId,
      client_secret: client.clientSecret,
      ...(provider === 'microsoft' ? { scope: endpoints.scope } : {}),
    });
    if (grant.refreshToken === null) throw new ConsentRefused('calendar_auth_failed');
    const account = openOAuthAccount({
      provider,
      ...client,
      refreshToken: grant.refreshToken,
      accessToken: grant.accessToken,
      accessExpiresAt: grant.expiresAt,
      onAccessToken: async () => undefined,
      send: services.send,
    });
    const address = (await account.accountAddress()).slice(0, 320);
    const calendars = await account.listCalendars();
    // The browser comes back without a bearer: the signed state names who asked.
    const person = { ...request, claims: { role: 'authenticated', sub: state.userId } };
    await keepConnection(
      services,
      person,
      state,
      address,
      { ...grant, refreshToken: grant.refreshToken },
      calendars,
    );
  } catch (error) {
    if (error instanceof CalendarAccountError) throw new ConsentRefused(error.code);
    throw error;
  }
}

/** Seals the tokens to the connection's id (the existing one when connected again) and keeps it. */
async function keepConnection(
  services: ConsentServices,
  person: ActingFor,
  state: { tenantId: string; staffId: string; provider: OAuthProvider },
  address: string,
  grant: { accessToken: string; expiresAt: Date; refreshToken: string },
  calendars: Awaited<ReturnType<ReturnType<typeof openOAuthAccount>['listCalendars']>>,
) {
  const { db, box } = services;
  const { tenantId, staffId, provider } = state;
  const { rows: known } = await db.query<{ id: string }>(
    `select id from calendars.connections
     where tenant_id = $1 and staff_id = $2 and provider = $3 and account = $4 and server_url is null`,
    [tenantId, staffId, provider, address],
  );
  const id = known[0]?.id ?? randomUUID();
  await onBehalfOf(db, person, (tx) =>
    tx.query('select calendars.add_connection($1, $2, $3, $4, $5, null, $6, $7, $8, $9::jsonb)', [
      tenantId,
      id,
      staffId,
      provider,
      address,
      box.seal(grant.refreshToken, connectionContext(tenantId, id, 'secret')),
      box.seal(grant.accessToken, connectionContext(tenantId, id, 'access')),
      grant.expiresAt,
      JSON.stringify(
        calendars.map((calendar) => ({
          remote_id: calendar.remoteId,
          name: calendar.name,
          colour: calendar.colour,
          writable: calendar.writable,
          primary: calendar.primary,
        })),
      ),
    ]),
  );
}
