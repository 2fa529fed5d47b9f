import type { Context, Hono } from 'hono';
import type { Logger } from 'pino';
import type { ApiTokenVerifier } from '../../auth/api-token/api-token-verifier.ts';
import { actingFor, signedIn } from '../../http/signed-in-claims.ts';
import { isUuid } from '../../../shared/uuid.ts';
import {
  ConsentRefused,
  consentAddress,
  finishConsent,
  type ConsentServices,
} from './oauth-consent.ts';

// GET /calendar/v1/oauth/:provider/start and /callback (issue 37, point 1): a staff member is
// sent to Google's or Microsoft's consent page for the business's own OAuth client, and comes
// back to the callback, which connects the account and sends the browser on to the calendars
// screen, with `connected=<provider>` or `calendar_error=<code>`: never an error page.

export interface OAuthRouteServices extends ConsentServices {
  verifyApiToken: ApiTokenVerifier;
  logger: Logger;
  /** Where the SPA is (its calendars screen is where the browser ends). */
  siteUrl: string;
  /** Where browsers and providers reach this server (API_EXTERNAL_URL), else the request's origin. */
  apiExternalUrl: string | undefined;
}

type Status = 400 | 401 | 403 | 409;
const problem = (c: Context, status: Status, code: string, message: string) =>
  c.json({ code, message }, status, { 'Cache-Control': 'no-store' });

const providers = ['google', 'microsoft'] as const;
const isProvider = (name: string | undefined): name is (typeof providers)[number] =>
  (providers as readonly (string | undefined)[]).includes(name);

export function registerOAuthRoutes(app: Hono, services: OAuthRouteServices): void {
  const { db, verifyApiToken, logger } = services;

  app.get('/calendar/v1/oauth/:provider/start', async (c) => {
    const claims = await signedIn(c, verifyApiToken);
    if (claims === null) return problem(c, 401, 'not_signed_in', 'Sign in to do this.');
    const provider = c.req.param('provider');
    const tenantId = c.req.query('tenant_id') ?? '';
    if (!isProvider(provider) || !isUuid(tenantId)) {
      return problem(
        c,
        400,
        'invalid_oauth_start',
        'Name your business (tenant_id) and google or microsoft.',
      );
    }
    const { rows } = await db.query<{ id: string | null }>(
      'select calendars.staff_of_user($1, $2) as id',
      [tenantId, claims.sub],
    );
    const staffId = rows[0]?.id;
    if (staffId == null)
      return problem(
        c,
        403,
        'not_staff',
        'Only active staff of this business connect calendars here.',
      );
    try {
      const publicOrigin =
        services.apiExternalUrl?.replace(/\/+$/, '') ?? new URL(c.req.url).origin;
      const url = await consentAddress(
        services,
        { tenantId, staffId, userId: String(claims.sub) },
        provider,
        { publicOrigin },
      );
      return c.json({ url }, 200, { 'Cache-Control': 'no-store' });
    } catch (error) {
      if (!(error instanceof ConsentRefused)) throw error;
      return error.code === 'test_calendars_off'
        ? problem(
            c,
            409,
            'test_calendars_off',
            'Test calendars are off on this server: a client id beginning test_ works only where the developer tool is on.',
          )
        : problem(
            c,
            409,
            'calendar_app_missing',
            'This business has not added its app for this provider yet: an owner or admin adds its client id and secret in Settings.',
          );
    }
  });

  app.get('/calendar/v1/oauth/:provider/callback', async (c) => {
    const provider = c.req.param('provider');
    const screen = new URL('/t/settings/calendars', services.siteUrl);
    if (!isProvider(provider)) {
      screen.searchParams.set('calendar_error', 'calendar_state_invalid');
    } else {
      try {
        await finishConsent(
          services,
          provider,
          {
            code: c.req.query('code'),
            state: c.req.query('state'),
            error: c.req.query('error'),
          },
          actingFor(c, {}),
        );
        screen.searchParams.set('connected', provider);
      } catch (error) {
        if (!(error instanceof ConsentRefused))
          logger.error({ err: error }, 'calendar connection failed');
        screen.searchParams.set(
          'calendar_error',
          error instanceof ConsentRefused ? error.code : 'calendar_unreachable',
        );
      }
    }
    return c.redirect(screen.href, 302);
  });
}
