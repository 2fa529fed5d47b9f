import type { Context, Hono } from 'hono';
import type { Logger } from 'pino';
import type { ApiTokenVerifier } from '../auth/api-token/api-token-verifier.ts';
import type { CheckedClaims } from '../auth/api-token/token-claims-policy.ts';
import type { Database } from '../db/database.ts';
import { withRequestRole } from '../db/with-request-role.ts';
import { jsonInputOrNone } from '../http/json-input.ts';
import { actingFor, signedIn } from '../http/signed-in-claims.ts';
import type { SecretBox } from '../payments/secret-box.ts';
import { isUuid } from '../../shared/uuid.ts';
import {
  oauthClientInput,
  oauthProviders,
  removeOAuthClient,
  saveOAuthClient,
  type OAuthProvider,
} from './business-oauth-clients.ts';
import type { AddressPolicy } from '../http/outbound-address.ts';
import { connectCaldav } from './connect-caldav.ts';
import { disconnect } from './disconnect.ts';
import type { OpenAccount } from './open-account.ts';

// /calendar/v1 connections (issue 37, point 1), as the signed-in user: connecting a CalDAV
// account, disconnecting any account, and a business's own OAuth clients. Thin: the rules are
// in the modules beside this file and in db/functions/calendars.

export interface CalendarSyncRouteServices {
  db: Database;
  box: SecretBox;
  verifyApiToken: ApiTokenVerifier;
  openAccount: OpenAccount;
  addressPolicy: AddressPolicy;
  logger: Logger;
}

type Status = 400 | 401 | 403 | 404;
const problem = (c: Context, status: Status, code: string, message: string) =>
  c.json({ code, message }, status, { 'Cache-Control': 'no-store' });

const notSignedIn = (c: Context) => problem(c, 401, 'not_signed_in', 'Sign in to do this.');

export function registerCalendarSyncRoutes(app: Hono, services: CalendarSyncRouteServices): void {
  const { db, box, verifyApiToken } = services;
  const asCaller = <T>(claims: CheckedClaims, sql: string, params: unknown[]) =>
    withRequestRole(db, { role: 'authenticated', claims, readOnly: true }, (tx) =>
      tx.query<T>(sql, params),
    );

  app.post('/calendar/v1/connections', async (c) => {
    const claims = await signedIn(c, verifyApiToken);
    if (claims === null) return notSignedIn(c);
    const answer = await connectCaldav(
      services,
      actingFor(c, claims),
      jsonInputOrNone(await c.req.text()),
    );
    return c.json(answer.body, answer.status, { 'Cache-Control': 'no-store' });
  });

  app.delete('/calendar/v1/connections/:id', async (c) => {
    const claims = await signedIn(c, verifyApiToken);
    if (claims === null) return notSignedIn(c);
    const id = c.req.param('id');
    // Whoever sees the connection may remove it: its staff member, the business's owners and admins.
    const [visible] = isUuid(id)
      ? (
          await asCaller<{ tenant_id: string }>(
            claims,
            'select tenant_id from public.calendar_connections where id = $1',
            [id],
          )
        ).rows
      : [];
    if (visible === undefined)
      return problem(
        c,
        404,
        'connection_not_found',
        'There is no such calendar connection of yours.',
      );
    await disconnect(services, actingFor(c, claims), visible.tenant_id, id);
    return c.body(null, 204);
  });

  const oauthClientPath = '/calendar/v1/oauth-clients/:tenant/:provider';
  /** The business and provider of the path, when the caller is its owner or admin. */
  const adminTarget = async (c: Context, claims: CheckedClaims) => {
    const tenantId = c.req.param('tenant') ?? '';
    const provider = c.req.param('provider') ?? '';
    if (!isUuid(tenantId) || !(oauthProviders as readonly string[]).includes(provider)) return null;
    const { rows } = await asCaller<{ ok: boolean }>(
      claims,
      'select $1::uuid in (select app.admin_tenants()) as ok',
      [tenantId],
    );
    return rows[0]?.ok === true ? { tenantId, provider: provider as OAuthProvider } : null;
  };
  const notAdmin = (c: Context) =>
    problem(
      c,
      403,
      'not_business_admin',
      'Only the owner or an admin sets the business’s calendar apps.',
    );

  app.put(oauthClientPath, async (c) => {
    const claims = await signedIn(c, verifyApiToken);
    if (claims === null) return notSignedIn(c);
    const target = await adminTarget(c, claims);
    if (target === null) return notAdmin(c);
    const parsed = oauthClientInput.safeParse(jsonInputOrNone(await c.req.text()));
    if (!parsed.success)
      return problem(c, 400, 'invalid_oauth_client', 'Give the app’s client_id and client_secret.');
    await saveOAuthClient(db, box, target.tenantId, target.provider, parsed.data);
    return c.json({ provider: target.provider, client_id: parsed.data.client_id }, 200, {
      'Cache-Control': 'no-store',
    });
  });

  app.delete(oauthClientPath, async (c) => {
    const claims = await signedIn(c, verifyApiToken);
    if (claims === null) return notSignedIn(c);
    const target = await adminTarget(c, claims);
    if (target === null) return notAdmin(c);
    await removeOAuthClient(db, target.tenantId, target.provider);
    return c.body(null, 204);
  });
}
