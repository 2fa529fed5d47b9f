// Longer than most: both ends of one sign-in, POST /sso and the ACS, with the relay state
// and the redirects they share.
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { Queryable } from '../../db/database.ts';
import { recordAuditEvent } from '../audit/audit-log.ts';
import type { AuthServices } from '../auth-services.ts';
import { AuthError, validationFailed } from '../errors/auth-error.ts';
import { apiUrlOf, redirectToOf } from '../request/api-url.ts';
import { clientIp } from '../request/client-ip.ts';
import {
  codeRedirect,
  failureOf,
  failureRedirect,
  sessionRedirect,
} from '../request/session-redirect.ts';
import { readFormBody } from '../request/form-body.ts';
import { readJsonBody } from '../request/json-body.ts';
import { startSession } from '../tokens/issue-session.ts';
import { parsePkceChallenge } from '../tokens/pkce.ts';
import { findOrCreateSsoUser } from '../users/sso-user.ts';
import { emailOf, mapAttributes } from './attribute-mapping.ts';
import { requireSamlEnabled } from './saml-enabled.ts';
import {
  authnRequestUrl,
  newRequestId,
  serviceProviderMetadata,
  serviceProviderOf,
} from './saml-request.ts';
import { SamlResponseError, verifySamlResponse } from './saml-response.ts';
import {
  findProvider,
  findProviderByDomain,
  providerNotFound,
  type SsoProvider,
} from './sso-provider-store.ts';

/** How long a sign-in may stay at the identity provider before its relay state lapses. */
const relayStateLifetimeSeconds = 600;
/** Clock difference tolerated against the identity provider's validity windows. */
const clockSkewSeconds = 60;

const ssoBody = z.object({
  provider_id: z.string().nullish(),
  domain: z.string().nullish(),
  redirect_to: z.string().nullish(),
  skip_http_redirect: z.boolean().nullish(),
  code_challenge: z.string().nullish(),
  code_challenge_method: z.string().nullish(),
});

async function providerFor(services: AuthServices, body: z.output<typeof ssoBody>) {
  if (body.provider_id && body.domain) {
    throw validationFailed('Only one of provider_id or domain supported');
  }
  if (body.provider_id) {
    return (
      (await findProvider(services.db, body.provider_id)) ?? Promise.reject(providerNotFound())
    );
  }
  if (body.domain) {
    const provider = await findProviderByDomain(services.db, body.domain);
    if (provider === undefined) {
      throw providerNotFound('No SSO provider assigned for this domain');
    }
    return provider;
  }
  throw validationFailed('A provider_id or domain needs to be provided');
}

interface RelayStateRow {
  id: string;
  sso_provider_id: string;
  request_id: string;
  redirect_to: string;
  flow_state_id: string | null;
  age_seconds: number;
}

/** Takes the pending request the RelayState names, once: a second post of it finds nothing. */
async function consumeRelayState(q: Queryable, relayState: string) {
  if (!/^[0-9a-f-]{36}$/i.test(relayState)) return undefined;
  const { rows } = await q.query<RelayStateRow>(
    `delete from auth.saml_relay_states where id = $1
     returning *, extract(epoch from now() - created_at)::float8 as age_seconds`,
    [relayState],
  );
  return rows[0];
}

async function signIn(
  services: AuthServices,
  c: Context,
  relay: RelayStateRow,
  provider: SsoProvider,
  samlResponse: string,
) {
  const sp = serviceProviderOf(apiUrlOf(services, c));
  let assertion;
  try {
    assertion = verifySamlResponse(samlResponse, {
      sp,
      idp: provider.metadata,
      requestId: relay.request_id,
      now: new Date(),
      skewSeconds: clockSkewSeconds,
    });
  } catch (error) {
    if (error instanceof SamlResponseError) throw new AuthError(400, error.code, error.message);
    throw error;
  }
  const claims = mapAttributes(provider.attributeMapping, assertion.attributes);
  const email = emailOf(claims, assertion.nameId, assertion.nameIdFormat);
  if (email === undefined) {
    throw new AuthError(
      400,
      'saml_assertion_no_email',
      'SAML Assertion does not contain an email address',
    );
  }
  return services.db.transaction(async (q) => {
    const user = await findOrCreateSsoUser(q, {
      provider: `sso:${provider.id}`,
      subject: assertion.nameId,
      email,
      claims,
      attributes: assertion.attributes,
      signupsOpen: !services.config.auth.disableSignup,
    });
    if (user.banned_until !== null && user.banned_until > new Date()) {
      throw new AuthError(403, 'user_banned', 'User is banned');
    }
    await recordAuditEvent(q, {
      action: 'login',
      actorId: user.id,
      ip: clientIp(c),
      traits: { provider: `sso:${provider.id}`, provider_type: 'saml' },
    });
    if (relay.flow_state_id !== null) {
      const { rows } = await q.query<{ auth_code: string }>(
        `update auth.flow_state set user_id = $2, auth_code_issued_at = now()
         where id = $1 returning auth_code`,
        [relay.flow_state_id, user.id],
      );
      return { authCode: (rows[0] as { auth_code: string }).auth_code };
    }
    return startSession(services, q, {
      userId: user.id,
      method: 'sso/saml',
      apiUrl: apiUrlOf(services, c),
      amrProvider: provider.id,
    });
  });
}

/**
 * SAML 2.0 single sign-on as Supabase Auth offers it: POST /sso starts a sign-in at the
 * identity provider, which posts its signed answer to the ACS; GET /sso/saml/metadata
 * describes this service provider.
 */
export function registerSsoRoutes(auth: Hono, services: AuthServices): void {
  auth.use('/sso', requireSamlEnabled(services));
  auth.use('/sso/*', requireSamlEnabled(services));

  auth.post('/sso', async (c) => {
    const body = await readJsonBody(c, ssoBody);
    const pkce = parsePkceChallenge(body.code_challenge, body.code_challenge_method);
    const provider = await providerFor(services, body);
    const redirectTo = redirectToOf(services, c, body.redirect_to ?? undefined);
    const requestId = newRequestId();
    const relayState = await services.db.transaction(async (q) => {
      await q.query(
        `delete from auth.saml_relay_states where created_at < now() - make_interval(secs => $1)`,
        [relayStateLifetimeSeconds * 2],
      );
      let flowStateId: string | null = null;
      if (pkce !== undefined) {
        const { rows } = await q.query<{ id: string }>(
          `insert into auth.flow_state (code_challenge, code_challenge_method,
             authentication_method, sso_provider_id)
           values ($1, $2, 'sso/saml', $3) returning id`,
          [pkce.challenge, pkce.method, provider.id],
        );
        flowStateId = (rows[0] as { id: string }).id;
      }
      const { rows } = await q.query<{ id: string }>(
        `insert into auth.saml_relay_states (sso_provider_id, request_id, redirect_to, flow_state_id)
         values ($1, $2, $3, $4) returning id`,
        [provider.id, requestId, redirectTo, flowStateId],
      );
      return (rows[0] as { id: string }).id;
    });
    const url = authnRequestUrl({
      sp: serviceProviderOf(apiUrlOf(services, c)),
      ssoRedirectUrl: provider.metadata.ssoRedirectUrl,
      requestId,
      issueInstant: new Date(),
      relayState,
    });
    if (body.skip_http_redirect) return c.json({ url });
    return c.redirect(url, 303);
  });

  auth.get('/sso/saml/metadata', (c) => {
    const xml = serviceProviderMetadata(serviceProviderOf(apiUrlOf(services, c)));
    return c.body(xml, 200, { 'Content-Type': 'application/samlmetadata+xml; charset=utf-8' });
  });

  auth.post('/sso/saml/acs', async (c) => {
    const form = await readFormBody(c);
    const samlResponse = typeof form.SAMLResponse === 'string' ? form.SAMLResponse : '';
    const relayStateId = typeof form.RelayState === 'string' ? form.RelayState : '';
    if (samlResponse === '') throw validationFailed('SAMLResponse is missing');
    // Unsolicited (IdP-initiated) responses are not accepted: each must answer our request.
    const relay = await consumeRelayState(services.db, relayStateId);
    if (relay === undefined) {
      throw new AuthError(
        400,
        'saml_relay_state_not_found',
        'SAML RelayState does not exist, try logging in again?',
      );
    }
    const target = relay.redirect_to;
    try {
      if (relay.age_seconds > relayStateLifetimeSeconds) {
        throw new AuthError(
          400,
          'saml_relay_state_expired',
          'SAML RelayState has expired. Try logging in again?',
        );
      }
      const provider = await findProvider(services.db, relay.sso_provider_id);
      if (provider === undefined) throw providerNotFound();
      const result = await signIn(services, c, relay, provider, samlResponse);
      return c.redirect(
        'authCode' in result
          ? codeRedirect(target, result.authCode)
          : sessionRedirect(target, result),
        302,
      );
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      if (relay.flow_state_id !== null) {
        await services.db.query('delete from auth.flow_state where id = $1', [relay.flow_state_id]);
      }
      const pkce = relay.flow_state_id !== null;
      return c.redirect(failureRedirect(target, failureOf(error), { query: pkce }), 302);
    }
  });
}
