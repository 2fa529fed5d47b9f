import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postToAcs, SamlTestIdp, type ResponseOptions } from '../../test-support/saml-test-idp.ts';
import {
  startTestServerOn,
  type TestServer,
  deploymentSettings,
} from '../../test-support/start-test-server.ts';
import { memoryStorage, testClient } from '../../test-support/supabase-client.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';
import { createTestUser } from '../../test-support/test-users.ts';

const siteUrl = 'https://app.example.com';
const api = { 'X-Supabase-Api-Version': '2024-01-01', 'Content-Type': 'application/json' };

describe.each(testDatabaseKinds)('SAML single sign-on on %s', (kind) => {
  let server: TestServer;
  let client: SupabaseClient;
  const idp = new SamlTestIdp();
  const impostor = new SamlTestIdp();
  let providerId: string;

  const admin = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}/auth/v1/admin/sso/providers${path}`, {
      ...init,
      headers: { ...api, Authorization: `Bearer ${server.apiKeys.serviceRole}` },
    });

  beforeAll(async () => {
    server = await startTestServerOn(kind, {
      ...deploymentSettings,
      SITE_URL: siteUrl,
      SAML_ENABLED: 'true',
      RATE_LIMIT_PER_MINUTE: '1000',
    });
    client = testClient(server);
    const response = await admin('', {
      method: 'POST',
      body: JSON.stringify({
        type: 'saml',
        metadata_xml: idp.metadataXml,
        domains: ['Corp.Example', 'corp-eu.example'],
        attribute_mapping: {
          keys: { email: { name: 'mail' }, full_name: { name: 'displayName' } },
        },
      }),
    });
    expect(response.status).toBe(201);
    providerId = ((await response.json()) as { id: string }).id;
  });
  afterAll(() => server.stop());

  /** supabase-js asks for the IdP URL; the IdP answers; the browser posts it to our ACS. */
  async function signInAtIdp(
    start: Parameters<SupabaseClient['auth']['signInWithSSO']>[0],
    options: ResponseOptions = {},
    using = client,
  ) {
    const { data, error } = await using.auth.signInWithSSO(start);
    expect(error).toBeNull();
    const request = idp.receive(data?.url ?? '');
    const samlResponse = idp.respond(request, options);
    const answer = await postToAcs(request.acsUrl, samlResponse, request.relayState);
    return { ...answer, request, samlResponse };
  }

  const fragmentOf = (location: string) => new URLSearchParams(new URL(location).hash.slice(1));

  it('sends an AuthnRequest naming our ACS and entity ID, with a relay state', async () => {
    const { data } = await client.auth.signInWithSSO({ domain: 'corp.example' });
    const request = idp.receive(data?.url ?? '');
    expect(request).toMatchObject({
      id: expect.stringMatching(/^_[0-9a-f]{40}$/),
      issuer: `${server.url}/auth/v1/sso/saml/metadata`,
      acsUrl: `${server.url}/auth/v1/sso/saml/acs`,
      destination: idp.ssoUrl,
      relayState: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('signs up by domain (implicit flow) with an sso identity and amr sso/saml', async () => {
    const { status, location } = await signInAtIdp(
      { domain: 'corp.example', options: { redirectTo: `${siteUrl}/t/home` } },
      {
        nameId: 'ada-01',
        nameIdFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
        attributes: { mail: 'Ada@Corp.Example', displayName: 'Ada L' },
      },
    );
    expect(status).toBe(302);
    expect(location.startsWith(`${siteUrl}/t/home#`)).toBe(true);
    const fragment = fragmentOf(location);
    const { data, error } = await client.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email: 'ada@corp.example',
      email_confirmed_at: expect.any(String),
      app_metadata: { provider: `sso:${providerId}`, providers: [`sso:${providerId}`] },
      user_metadata: { full_name: 'Ada L' },
      identities: [
        {
          provider: `sso:${providerId}`,
          id: 'ada-01',
          identity_data: { sub: 'ada-01', email: 'ada@corp.example' },
        },
      ],
    });
    const claims = await client.auth.getClaims(data.session?.access_token);
    expect(claims.data?.claims.amr).toEqual([
      { method: 'sso/saml', timestamp: expect.any(Number), provider: providerId },
    ]);
    expect(claims.data?.claims.app_metadata).toMatchObject({ provider: `sso:${providerId}` });

    const again = await signInAtIdp(
      { providerId },
      { nameId: 'ada-01', attributes: { mail: 'ada@corp.example' } },
    );
    expect(fragmentOf(again.location).get('access_token')).toBeTruthy();
    const second = await client.auth.setSession({
      access_token: fragmentOf(again.location).get('access_token') ?? '',
      refresh_token: fragmentOf(again.location).get('refresh_token') ?? '',
    });
    expect(second.data.user?.id).toBe(data.user?.id);
  });

  it('signs in by provider id through PKCE and exchangeCodeForSession', async () => {
    const pkceClient = testClient(server, { flowType: 'pkce', storage: memoryStorage() });
    const { status, location } = await signInAtIdp(
      { providerId, options: { redirectTo: `${siteUrl}/client-access/home` } },
      { nameId: 'bo@corp-eu.example', sign: 'response' },
      pkceClient,
    );
    expect(status).toBe(302);
    const landing = new URL(location);
    expect(landing.origin + landing.pathname).toBe(`${siteUrl}/client-access/home`);
    const code = landing.searchParams.get('code') ?? '';
    const { data, error } = await pkceClient.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.user?.email).toBe('bo@corp-eu.example');
    const claims = await pkceClient.auth.getClaims(data.session?.access_token);
    expect(claims.data?.claims.amr).toEqual([
      { method: 'sso/saml', timestamp: expect.any(Number), provider: providerId },
    ]);
  });

  it('answers 404 sso_provider_not_found for an unknown domain or provider', async () => {
    const byDomain = await client.auth.signInWithSSO({ domain: 'nobody.example' });
    expect(byDomain.error).toMatchObject({ status: 404, code: 'sso_provider_not_found' });
    const byId = await client.auth.signInWithSSO({
      providerId: '00000000-0000-4000-8000-000000000000',
    });
    expect(byId.error).toMatchObject({ status: 404, code: 'sso_provider_not_found' });
  });

  it('redirects the browser itself without skip_http_redirect, and needs one of provider_id or domain', async () => {
    const sso = (body: Record<string, unknown>) =>
      fetch(`${server.url}/auth/v1/sso`, {
        method: 'POST',
        redirect: 'manual',
        headers: { ...api, apikey: server.apiKeys.anon },
        body: JSON.stringify(body),
      });
    const redirected = await sso({ domain: 'CORP.example' });
    expect(redirected.status).toBe(303);
    expect(idp.receive(redirected.headers.get('location') ?? '').acsUrl).toBe(
      `${server.url}/auth/v1/sso/saml/acs`,
    );
    const both = await sso({ domain: 'corp.example', provider_id: providerId });
    expect(both.status).toBe(400);
    expect(await both.json()).toEqual({
      code: 'validation_failed',
      message: 'Only one of provider_id or domain supported',
    });
    const neither = await sso({ skip_http_redirect: true });
    expect(await neither.json()).toEqual({
      code: 'validation_failed',
      message: 'A provider_id or domain needs to be provided',
    });
  });

  const errorOf = (location: string) => Object.fromEntries(fragmentOf(location));

  it('redirects with an error for a tampered, unsigned, foreign-signed, misdirected or expired answer', async () => {
    const start = { domain: 'corp.example', options: { redirectTo: `${siteUrl}/t/login` } };
    const { data } = await client.auth.signInWithSSO(start);
    const request = idp.receive(data?.url ?? '');
    const tampered = Buffer.from(
      Buffer.from(idp.respond(request, { nameId: 'eve@corp.example' }), 'base64')
        .toString()
        .replace('eve@corp.example', 'ceo@corp.example'),
    ).toString('base64');
    const answer = await postToAcs(request.acsUrl, tampered, request.relayState);
    expect(answer.status).toBe(302);
    expect(answer.location.startsWith(`${siteUrl}/t/login#`)).toBe(true);
    expect(errorOf(answer.location)).toMatchObject({
      error: 'invalid_request',
      error_code: 'validation_failed',
      error_description: 'The SAML response signature is not valid',
    });

    const cases: [ResponseOptions, string][] = [
      [{ sign: 'none' }, 'The SAML response is not signed'],
      [{ signer: impostor }, 'The SAML response signature is not valid'],
      [
        { audience: 'https://other.example.com' },
        'The SAML assertion is meant for another audience',
      ],
      [{ shiftSeconds: -900 }, 'The SAML assertion has expired'],
    ];
    for (const [options, message] of cases) {
      const { location } = await signInAtIdp(start, { nameId: 'eve@corp.example', ...options });
      expect(errorOf(location)).toMatchObject({
        error_code: 'validation_failed',
        error_description: message,
      });
    }
    const { count } = await server.db
      .query<{ count: string }>(
        `select count(*) from auth.users where email like 'eve@%' or email like 'ceo@%'`,
      )
      .then((r) => ({ count: Number(r.rows[0]?.count) }));
    expect(count).toBe(0);
  });

  it('refuses a replayed response: its relay state was used', async () => {
    const first = await signInAtIdp({ domain: 'corp.example' }, { nameId: 'cy@corp.example' });
    expect(fragmentOf(first.location).get('access_token')).toBeTruthy();
    const replay = await postToAcs(
      first.request.acsUrl,
      first.samlResponse,
      first.request.relayState,
    );
    expect(replay.status).toBe(400);
    expect(await replay.response.json()).toMatchObject({
      error_code: 'saml_relay_state_not_found',
    });
  });

  it('refuses a response after its relay state lapsed, and one that answers no request of ours', async () => {
    const pkceClient = testClient(server, { flowType: 'pkce', storage: memoryStorage() });
    const { data } = await pkceClient.auth.signInWithSSO({
      domain: 'corp.example',
      options: { redirectTo: `${siteUrl}/t/login` },
    });
    const request = idp.receive(data?.url ?? '');
    await server.db.query(
      `update auth.saml_relay_states set created_at = now() - interval '11 minutes' where id = $1`,
      [request.relayState],
    );
    const late = await postToAcs(request.acsUrl, idp.respond(request), request.relayState);
    const landing = new URL(late.location);
    expect(landing.searchParams.get('error_code')).toBe('saml_relay_state_expired');
    expect(errorOf(late.location)).toMatchObject({ error_code: 'saml_relay_state_expired' });
    const flows = await server.db.query(
      `select 1 from auth.flow_state where authentication_method = 'sso/saml' and user_id is null
       and created_at > now() - interval '1 minute'`,
    );
    expect(flows.rows).toHaveLength(0);

    const unsolicited = await postToAcs(request.acsUrl, idp.respond(request), '');
    expect(unsolicited.status).toBe(400);
    expect(await unsolicited.response.json()).toMatchObject({
      error_code: 'saml_relay_state_not_found',
    });
  });

  it('refuses an answer to another pending request', async () => {
    const mine = await client.auth.signInWithSSO({ domain: 'corp.example' });
    const other = await client.auth.signInWithSSO({ domain: 'corp.example' });
    const myRequest = idp.receive(mine.data?.url ?? '');
    const otherRequest = idp.receive(other.data?.url ?? '');
    const answer = await postToAcs(
      myRequest.acsUrl,
      idp.respond(otherRequest),
      myRequest.relayState,
    );
    expect(errorOf(answer.location)).toMatchObject({
      error_description: 'The SAML response does not answer this sign-in request',
    });
  });

  it('keeps SSO accounts apart from accounts made another way', async () => {
    const existing = await createTestUser(server, 'dee@corp.example');
    const { location } = await signInAtIdp({ domain: 'corp.example' }, { nameId: existing.email });
    expect(errorOf(location)).toMatchObject({ error: 'access_denied', error_code: 'email_exists' });
  });

  it('refuses an assertion without an email address', async () => {
    const { location } = await signInAtIdp(
      { domain: 'corp.example' },
      { nameId: 'opaque-7', nameIdFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent' },
    );
    expect(errorOf(location)).toMatchObject({ error_code: 'saml_assertion_no_email' });
  });

  it('serves the service provider metadata, and saml_enabled in the settings', async () => {
    const metadata = await fetch(`${server.url}/auth/v1/sso/saml/metadata`);
    expect(metadata.headers.get('content-type')).toMatch(/samlmetadata\+xml/);
    const xml = await metadata.text();
    expect(xml).toContain(`entityID="${server.url}/auth/v1/sso/saml/metadata"`);
    expect(xml).toContain(`Location="${server.url}/auth/v1/sso/saml/acs"`);
    const settings = (await (await fetch(`${server.url}/auth/v1/settings`)).json()) as Record<
      string,
      unknown
    >;
    expect(settings.saml_enabled).toBe(true);
  });

  describe('admin API', () => {
    it('lists, reads, updates and deletes providers', async () => {
      const other = new SamlTestIdp();
      const created = await admin('', {
        method: 'POST',
        body: JSON.stringify({
          type: 'saml',
          metadata_xml: other.metadataXml,
          domains: ['other.example'],
        }),
      });
      const provider = (await created.json()) as { id: string };
      expect(provider).toMatchObject({
        id: expect.any(String),
        saml: { entity_id: other.entityId, metadata_xml: other.metadataXml, attribute_mapping: {} },
        domains: [
          {
            id: expect.any(String),
            domain: 'other.example',
            created_at: expect.any(String),
            updated_at: expect.any(String),
          },
        ],
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      const list = (await (await admin('')).json()) as { items: { id: string }[] };
      expect(list.items.map((item) => item.id)).toEqual(
        expect.arrayContaining([providerId, provider.id]),
      );
      const read = await admin(`/${provider.id}`);
      expect(((await read.json()) as { id: string }).id).toBe(provider.id);

      const updated = await admin(`/${provider.id}`, {
        method: 'PUT',
        body: JSON.stringify({
          domains: ['other.example', 'second.example'],
          attribute_mapping: { keys: { email: { name: 'mail' } } },
        }),
      });
      expect(updated.status).toBe(200);
      expect(await updated.json()).toMatchObject({
        domains: [{ domain: 'other.example' }, { domain: 'second.example' }],
        saml: { attribute_mapping: { keys: { email: { name: 'mail' } } } },
      });
      const mismatch = await admin(`/${provider.id}`, {
        method: 'PUT',
        body: JSON.stringify({ metadata_xml: new SamlTestIdp().metadataXml }),
      });
      expect(mismatch.status).toBe(400);
      expect(await mismatch.json()).toMatchObject({ code: 'saml_entity_id_mismatch' });

      const deleted = await admin(`/${provider.id}`, { method: 'DELETE' });
      expect(deleted.status).toBe(200);
      expect((await admin(`/${provider.id}`)).status).toBe(404);
      const gone = await client.auth.signInWithSSO({ domain: 'second.example' });
      expect(gone.error).toMatchObject({ code: 'sso_provider_not_found' });
    });

    it('refuses duplicates and bad metadata with clear errors', async () => {
      const post = async (body: Record<string, unknown>) => {
        const response = await admin('', { method: 'POST', body: JSON.stringify(body) });
        return {
          status: response.status,
          body: (await response.json()) as Record<string, unknown>,
        };
      };
      expect(await post({ type: 'saml', metadata_xml: idp.metadataXml })).toEqual({
        status: 422,
        body: {
          code: 'saml_idp_already_exists',
          message: `A SAML provider with this EntityID (${idp.entityId}) already exists`,
        },
      });
      expect(
        await post({
          type: 'saml',
          metadata_xml: new SamlTestIdp().metadataXml,
          domains: ['corp.example'],
        }),
      ).toEqual({
        status: 400,
        body: {
          code: 'sso_domain_already_exists',
          message: `SSO Domain 'corp.example' is already assigned to an SSO identity provider (${providerId})`,
        },
      });
      expect(await post({ type: 'oidc', metadata_xml: 'x' })).toMatchObject({
        status: 400,
        body: { message: "Only 'saml' supported for SSO type" },
      });
      expect(await post({ type: 'saml' })).toMatchObject({
        status: 400,
        body: { message: 'Either metadata_xml or metadata_url must be set' },
      });
      expect(await post({ type: 'saml', metadata_xml: '<md:EntityDescriptor' })).toMatchObject({
        status: 400,
        body: {
          code: 'validation_failed',
          message: expect.stringMatching(/^SAML metadata: XML is not well formed/),
        },
      });
      const noEndpoint = new SamlTestIdp().metadataXml.replace(
        /<md:SingleSignOnService[^>]*HTTP-Redirect[^>]*\/>/,
        '',
      );
      expect(await post({ type: 'saml', metadata_xml: noEndpoint })).toMatchObject({
        status: 400,
        body: {
          message: 'SAML metadata has no SingleSignOnService with the HTTP-Redirect binding',
        },
      });
      const noCertificate = new SamlTestIdp().metadataXml.replace(
        /<md:KeyDescriptor[\s\S]*<\/md:KeyDescriptor>/,
        '',
      );
      expect(await post({ type: 'saml', metadata_xml: noCertificate })).toMatchObject({
        status: 400,
        body: { message: 'SAML metadata has no signing certificate for the identity provider' },
      });
      expect(
        await post({
          type: 'saml',
          metadata_xml: new SamlTestIdp().metadataXml,
          domains: ['not a domain'],
        }),
      ).toMatchObject({
        status: 400,
        body: { message: "Domain 'not a domain' is invalid" },
      });
      expect(
        await post({ type: 'saml', metadata_url: 'http://idp.example.org/metadata' }),
      ).toMatchObject({
        status: 400,
        body: { message: 'metadata_url needs to be a valid https:// URL' },
      });
    });

    it('registers a provider from its metadata URL', async () => {
      const served = new SamlTestIdp();
      const metadataServer = http.createServer((_request, response) => {
        response.setHeader('Content-Type', 'application/samlmetadata+xml');
        response.end(served.metadataXml);
      });
      await new Promise<void>((resolve) => metadataServer.listen(0, '127.0.0.1', resolve));
      const { port } = metadataServer.address() as AddressInfo;
      try {
        const metadataUrl = `http://127.0.0.1:${port}/metadata`;
        const response = await admin('', {
          method: 'POST',
          body: JSON.stringify({ type: 'saml', metadata_url: metadataUrl }),
        });
        expect(response.status).toBe(201);
        expect(await response.json()).toMatchObject({
          saml: {
            entity_id: served.entityId,
            metadata_url: metadataUrl,
            metadata_xml: served.metadataXml,
          },
          domains: [],
        });
      } finally {
        metadataServer.close();
      }
    });

    it('is for the service role only', async () => {
      const response = await fetch(`${server.url}/auth/v1/admin/sso/providers`, {
        headers: { ...api, Authorization: `Bearer ${server.apiKeys.anon}` },
      });
      expect(response.status).toBe(403);
    });
  });
});

describe('SAML switched off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn('pglite');
  });
  afterAll(() => server.stop());

  it('answers /sso and the admin API with 404 saml_provider_disabled', async () => {
    const { error } = await testClient(server).auth.signInWithSSO({ domain: 'corp.example' });
    expect(error).toMatchObject({
      status: 404,
      code: 'saml_provider_disabled',
      message: 'SAML 2.0 is disabled',
    });
    const response = await fetch(`${server.url}/auth/v1/admin/sso/providers`, {
      headers: { ...api, Authorization: `Bearer ${server.apiKeys.serviceRole}` },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 'saml_provider_disabled',
      message: 'SAML 2.0 is disabled',
    });
    const settings = (await (await fetch(`${server.url}/auth/v1/settings`)).json()) as Record<
      string,
      unknown
    >;
    expect(settings.saml_enabled).toBe(false);
  });
});
