// One real OpenID provider (the oidc-provider package) and one server per database: the whole
// external sign-in contract (§5.2 id_token, §5.12-5.15) runs against them with supabase-js.
import { createHash, generateKeyPairSync } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../passwords/password-hash.ts';
import { providerIdToken, signInAtProvider } from '../../test-support/oidc-browser.ts';
import {
  startOidcTestProvider,
  type OidcTestProvider,
} from '../../test-support/oidc-test-provider.ts';
import {
  startTestServerOn,
  type TestServer,
  deploymentSettings,
} from '../../test-support/start-test-server.ts';
import {
  memoryStorage,
  passwordSignUp,
  serviceRoleClient,
  testClient,
} from '../../test-support/supabase-client.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';

const appOrigin = 'https://app.example.com';
const redirectTo = `${appOrigin}/welcome`;
const nativeRedirect = `${appOrigin}/native-callback`;
const clientId = 'booking-app';
const clientSecret = 'booking-app-secret';
const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

describe.each(testDatabaseKinds)('sign-in with an OpenID provider on %s', (kind) => {
  let provider: OidcTestProvider;
  let server: TestServer;
  beforeAll(async () => {
    provider = await startOidcTestProvider();
    server = await startTestServerOn(kind, {
      ...deploymentSettings,
      SITE_URL: appOrigin,
      AUTH_AUTOCONFIRM: 'true',
      RATE_LIMIT_PER_MINUTE: '1000',
      OIDC_PROVIDERS: JSON.stringify([
        {
          id: 'company',
          name: 'Company login',
          issuer: provider.issuer,
          client_id: clientId,
          client_secret: clientSecret,
        },
      ]),
    });
    provider.open({
      clientId,
      clientSecret,
      redirectUris: [`${server.url}/auth/v1/callback`, nativeRedirect],
    });
  });
  afterAll(async () => {
    await server.stop();
    await provider.stop();
  });

  let accounts = 0;
  const newAccount = (claims: { email?: string; email_verified?: boolean; name?: string }) => {
    accounts += 1;
    const sub = `person-${accounts}`;
    provider.accounts.set(sub, claims);
    return sub;
  };
  const pkceClient = () => testClient(server, { flowType: 'pkce', storage: memoryStorage() });

  /** signInWithOAuth as the SPA does it, through the provider's login form, back with a code. */
  const signInThroughProvider = async (client: SupabaseClient, account?: string) => {
    const { data, error } = await client.auth.signInWithOAuth({
      provider: 'company' as never,
      options: { redirectTo, skipBrowserRedirect: true },
    });
    expect(error).toBeNull();
    return signInAtProvider(data.url as string, { appOrigin, account });
  };

  it('lists the provider in the settings and the SPA config', async () => {
    const response = await fetch(`${server.url}/auth/v1/settings`);
    const settings = (await response.json()) as { external: Record<string, boolean> };
    expect(settings.external).toMatchObject({ company: true, google: false, email: true });
    const config = (await (await fetch(`${server.url}/config.json`)).json()) as object;
    expect(config).toMatchObject({ signInProviders: [{ id: 'company', name: 'Company login' }] });
  });

  it('signs up a person through the provider with PKCE, then signs them in again', async () => {
    const sub = newAccount({ email: 'Ada@Example.com', email_verified: true, name: 'Ada' });
    const client = pkceClient();
    const back = await signInThroughProvider(client, sub);
    expect(back.origin + back.pathname).toBe(redirectTo);
    const code = back.searchParams.get('code') as string;
    const { data, error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.session?.provider_token).toEqual(expect.any(String));
    expect(data.user).toMatchObject({
      email: 'ada@example.com',
      email_confirmed_at: expect.any(String),
      app_metadata: { provider: 'company', providers: ['company'] },
      user_metadata: { sub, email: 'ada@example.com', email_verified: true, full_name: 'Ada' },
      identities: [
        {
          id: sub,
          provider: 'company',
          email: 'ada@example.com',
          identity_data: { iss: provider.issuer, sub, email_verified: true, name: 'Ada' },
        },
      ],
    });
    const claims = await client.auth.getClaims(data.session?.access_token);
    expect(claims.data?.claims.amr).toEqual([{ method: 'oauth', timestamp: expect.any(Number) }]);

    const again = pkceClient();
    const second = await signInThroughProvider(again, sub);
    const exchanged = await again.auth.exchangeCodeForSession(
      second.searchParams.get('code') as string,
    );
    expect(exchanged.data.user?.id).toBe(data.user?.id);
    expect(exchanged.data.user?.identities).toHaveLength(1);
    // The code is single use.
    const reused = await fetch(`${server.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: server.apiKeys.anon, 'Content-Type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'v'.repeat(64) }),
    });
    expect(reused.status).toBe(404);
    expect(await reused.json()).toMatchObject({ error_code: 'flow_state_not_found' });
  });

  it('sends an implicit-flow client its session in the fragment', async () => {
    const sub = newAccount({ email: 'grace@example.com', email_verified: true });
    const client = testClient(server, { flowType: 'implicit' });
    const back = await signInThroughProvider(client, sub);
    expect(back.search).toBe('');
    const fragment = new URLSearchParams(back.hash.slice(1));
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('provider_token')).toEqual(expect.any(String));
    const { data, error } = await client.auth.getUser(fragment.get('access_token') as string);
    expect(error).toBeNull();
    expect(data.user?.email).toBe('grace@example.com');
  });

  it('links the provider to the account with the same verified email', async () => {
    const client = testClient(server);
    const signedUp = await client.auth.signUp({
      email: 'linda@example.com',
      password: 'correct horse',
    });
    expect(signedUp.error).toBeNull();
    const sub = newAccount({ email: 'linda@example.com', email_verified: true });
    const viaProvider = pkceClient();
    const back = await signInThroughProvider(viaProvider, sub);
    const { data } = await viaProvider.auth.exchangeCodeForSession(
      back.searchParams.get('code') as string,
    );
    expect(data.user?.id).toBe(signedUp.data.user?.id);
    expect(data.user?.identities?.map((identity) => identity.provider)).toEqual([
      'email',
      'company',
    ]);
    expect(data.user?.app_metadata).toMatchObject({
      provider: 'email',
      providers: ['email', 'company'],
    });
  });

  it('keeps an unverified provider email off an account that already has it', async () => {
    const client = testClient(server);
    const owner = await client.auth.signUp({ email: 'kim@example.com', password: 'correct horse' });
    const sub = newAccount({ email: 'kim@example.com', email_verified: false });
    const viaProvider = pkceClient();
    const back = await signInThroughProvider(viaProvider, sub);
    const { data } = await viaProvider.auth.exchangeCodeForSession(
      back.searchParams.get('code') as string,
    );
    expect(data.user?.id).not.toBe(owner.data.user?.id);
    expect(data.user?.email).toBe('');
    expect(data.user?.identities?.[0]?.identity_data).toMatchObject({
      email: 'kim@example.com',
      email_verified: false,
    });
  });

  it('takes the password off a never-confirmed account the provider proves is someone else’s', async () => {
    const { rows } = await server.db.query<{ id: string }>(
      `insert into auth.users (email, encrypted_password, raw_app_meta_data)
       values ('squat@example.com', $1, '{"provider": "email", "providers": ["email"]}')
       returning id`,
      [await hashPassword('correct horse')],
    );
    const squatted = (rows[0] as { id: string }).id;
    const sub = newAccount({ email: 'squat@example.com', email_verified: true });
    const viaProvider = pkceClient();
    const back = await signInThroughProvider(viaProvider, sub);
    const { data } = await viaProvider.auth.exchangeCodeForSession(
      back.searchParams.get('code') as string,
    );
    expect(data.user).toMatchObject({ id: squatted, email_confirmed_at: expect.any(String) });
    const password = await testClient(server).auth.signInWithPassword({
      email: 'squat@example.com',
      password: 'correct horse',
    });
    expect(password.error?.code).toBe('invalid_credentials');
  });

  it('sends a banned person back with access_denied', async () => {
    const sub = newAccount({ email: 'banned@example.com', email_verified: true });
    const first = pkceClient();
    const signedUp = await first.auth.exchangeCodeForSession(
      (await signInThroughProvider(first, sub)).searchParams.get('code') as string,
    );
    const banned = await serviceRoleClient(server).auth.admin.updateUserById(
      signedUp.data.user?.id as string,
      { ban_duration: '24h' },
    );
    expect(banned.error).toBeNull();
    const back = await signInThroughProvider(pkceClient(), sub);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('error_code')).toBe('user_banned');
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('refuses an unknown provider and reports a declined or forged callback', async () => {
    const unknown = await fetch(`${server.url}/auth/v1/authorize?provider=nope`, {
      redirect: 'manual',
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      error_code: 'validation_failed',
      msg: 'Unsupported provider: provider nope could not be found',
    });

    const declined = await signInThroughProvider(pkceClient());
    expect(declined.origin + declined.pathname).toBe(redirectTo);
    expect(declined.searchParams.get('error')).toBe('access_denied');
    expect(declined.searchParams.get('error_description')).toBe('The person declined to sign in');
    expect(new URLSearchParams(declined.hash.slice(1)).get('error')).toBe('access_denied');

    const forged = await fetch(
      `${server.url}/auth/v1/callback?code=x&state=00000000-0000-0000-0000-000000000000`,
      { redirect: 'manual' },
    );
    expect(forged.status).toBe(302);
    const location = new URL(forged.headers.get('Location') as string);
    expect(location.origin).toBe(appOrigin);
    expect(location.searchParams.get('error_code')).toBe('bad_oauth_state');
  });

  it('sends the person to the site, not to a redirect outside the allow list', async () => {
    const sub = newAccount({ email: 'eve@example.com', email_verified: true });
    const { data } = await pkceClient().auth.signInWithOAuth({
      provider: 'company' as never,
      options: { redirectTo: 'https://evil.example.net/steal', skipBrowserRedirect: true },
    });
    const back = await signInAtProvider(data.url as string, { appOrigin, account: sub });
    expect(back.origin + back.pathname).toBe(`${appOrigin}/`);
    expect(back.searchParams.get('code')).toEqual(expect.any(String));
  });

  describe('id_token grant', () => {
    const nativeToken = (account: string, nonce?: string) =>
      providerIdToken(provider, {
        clientId,
        clientSecret,
        redirectUri: nativeRedirect,
        account,
        nonce,
      });
    const signWith = async (
      key: Parameters<SignJWT['sign']>[0],
      kid: string,
      claims: Record<string, unknown>,
      expiresAt: number,
    ) =>
      new SignJWT({ email: 'mallory@example.com', email_verified: true, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid })
        .setIssuer(provider.issuer)
        .setSubject('mallory')
        .setAudience((claims.aud as string | undefined) ?? clientId)
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(key);

    it('signs in with a token the provider issued, with a hashed nonce', async () => {
      const sub = newAccount({ email: 'ida@example.com', email_verified: true, name: 'Ida' });
      const { idToken } = await nativeToken(sub, sha256Hex('raw nonce'));
      const client = testClient(server);
      const { data, error } = await client.auth.signInWithIdToken({
        provider: 'company',
        token: idToken,
        nonce: 'raw nonce',
      });
      expect(error).toBeNull();
      expect(data.user).toMatchObject({
        email: 'ida@example.com',
        identities: [{ provider: 'company', id: sub }],
      });
      const claims = await client.auth.getClaims(data.session?.access_token);
      expect(claims.data?.claims.amr).toEqual([{ method: 'oauth', timestamp: expect.any(Number) }]);
      // The same person through the browser flow is the same user.
      const viaBrowser = pkceClient();
      const back = await signInThroughProvider(viaBrowser, sub);
      const exchanged = await viaBrowser.auth.exchangeCodeForSession(
        back.searchParams.get('code') as string,
      );
      expect(exchanged.data.user?.id).toBe(data.user?.id);
    });

    it('refuses a wrong or missing nonce', async () => {
      const sub = newAccount({ email: 'nina@example.com', email_verified: true });
      const { idToken } = await nativeToken(sub, sha256Hex('raw nonce'));
      const client = testClient(server);
      const wrong = await client.auth.signInWithIdToken({
        provider: 'company',
        token: idToken,
        nonce: 'another nonce',
      });
      expect(wrong.error).toMatchObject({ status: 400, message: 'Nonces mismatch' });
      const missing = await client.auth.signInWithIdToken({ provider: 'company', token: idToken });
      expect(missing.error?.message).toBe(
        'Passed nonce and nonce in id_token should either both exist or not.',
      );
    });

    it('refuses a token of a foreign key, another audience or past its expiry', async () => {
      const providerKey = await importJWK(provider.signingJwk, 'RS256');
      const now = Math.floor(Date.now() / 1000);
      const { privateKey: foreignKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const tokens = [
        await signWith(foreignKey, provider.signingJwk.kid as string, {}, now + 600),
        await signWith(providerKey, provider.signingJwk.kid as string, { aud: 'other' }, now + 600),
        await signWith(providerKey, provider.signingJwk.kid as string, {}, now - 120),
      ];
      for (const token of tokens) {
        const response = await fetch(`${server.url}/auth/v1/token?grant_type=id_token`, {
          method: 'POST',
          headers: { apikey: server.apiKeys.anon, 'Content-Type': 'application/json' },
          body: JSON.stringify({ provider: 'company', id_token: token }),
        });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          error: 'invalid request',
          error_description: 'Bad ID token',
        });
      }
      // The same shape with the provider's key and our audience is accepted.
      const good = await signWith(providerKey, provider.signingJwk.kid as string, {}, now + 600);
      const accepted = await testClient(server).auth.signInWithIdToken({
        provider: 'company',
        token: good,
      });
      expect(accepted.error).toBeNull();
    });

    it('refuses a provider that is not configured', async () => {
      const sub = newAccount({ email: 'olga@example.com', email_verified: true });
      const { idToken } = await nativeToken(sub);
      const { error } = await testClient(server).auth.signInWithIdToken({
        provider: 'google',
        token: idToken,
      });
      expect(error).toMatchObject({
        status: 400,
        code: 'provider_disabled',
        message: `Provider (issuer "${provider.issuer}") is not enabled`,
      });
    });
  });

  describe('identities', () => {
    const signedUp = (email: string) => passwordSignUp(server, email, pkceClient());

    it('connects a provider to the signed-in user and disconnects it again', async () => {
      const client = await signedUp('connie@example.com');
      const sub = newAccount({ email: 'connie.work@example.com', email_verified: true });
      const { data, error } = await client.auth.linkIdentity({
        provider: 'company' as never,
        options: { redirectTo, skipBrowserRedirect: true },
      });
      expect(error).toBeNull();
      const back = await signInAtProvider(data.url as string, { appOrigin, account: sub });
      const exchanged = await client.auth.exchangeCodeForSession(
        back.searchParams.get('code') as string,
      );
      expect(exchanged.error).toBeNull();
      const listed = await client.auth.getUserIdentities();
      const identities = listed.data?.identities ?? [];
      expect(
        identities.map((identity) => [identity.provider, identity.identity_data?.email]),
      ).toEqual([
        ['email', 'connie@example.com'],
        ['company', 'connie.work@example.com'],
      ]);
      const company = identities[1] as (typeof identities)[number];
      const { error: unlinkError } = await client.auth.unlinkIdentity(company);
      expect(unlinkError).toBeNull();
      await client.auth.refreshSession();
      const { data: after } = await client.auth.getUser();
      expect(after.user?.identities?.map((identity) => identity.provider)).toEqual(['email']);
      expect(after.user?.app_metadata.providers).toEqual(['email']);
      expect(after.user?.email).toBe('connie@example.com');

      const last = await client.auth.unlinkIdentity(
        after.user?.identities?.[0] as (typeof identities)[number],
      );
      expect(last.error).toMatchObject({ status: 422, code: 'single_identity_not_deletable' });
      const gone = await client.auth.unlinkIdentity(company);
      expect(gone.error).toMatchObject({ status: 422, code: 'identity_not_found' });
    });

    it('removing the email identity takes the email from the provider identity', async () => {
      const client = await signedUp('ema@example.com');
      const sub = newAccount({ email: 'ema.work@example.com', email_verified: true });
      const { data } = await client.auth.linkIdentity({
        provider: 'company' as never,
        options: { redirectTo, skipBrowserRedirect: true },
      });
      const back = await signInAtProvider(data.url as string, { appOrigin, account: sub });
      await client.auth.exchangeCodeForSession(back.searchParams.get('code') as string);
      const { data: listed } = await client.auth.getUserIdentities();
      const email = listed?.identities.find((identity) => identity.provider === 'email');
      expect(
        (await client.auth.unlinkIdentity(email as NonNullable<typeof email>)).error,
      ).toBeNull();
      const { data: after } = await client.auth.getUser();
      expect(after.user).toMatchObject({
        email: 'ema.work@example.com',
        app_metadata: { provider: 'company', providers: ['company'] },
      });
    });

    it("refuses to connect someone else's identity", async () => {
      const sub = newAccount({ email: 'taken@example.com', email_verified: true });
      const first = pkceClient();
      const back = await signInThroughProvider(first, sub);
      await first.auth.exchangeCodeForSession(back.searchParams.get('code') as string);

      const client = await signedUp('other@example.com');
      const { data } = await client.auth.linkIdentity({
        provider: 'company' as never,
        options: { redirectTo, skipBrowserRedirect: true },
      });
      const refused = await signInAtProvider(data.url as string, { appOrigin, account: sub });
      expect(refused.searchParams.get('error_code')).toBe('identity_already_exists');
      expect(refused.searchParams.get('error_description')).toBe(
        'Identity is already linked to another user',
      );
    });

    it('connects with an ID token and link_identity', async () => {
      const client = await signedUp('tina@example.com');
      const sub = newAccount({ email: 'tina.work@example.com', email_verified: true });
      const { idToken } = await providerIdToken(provider, {
        clientId,
        clientSecret,
        redirectUri: nativeRedirect,
        account: sub,
      });
      const { data, error } = await client.auth.linkIdentity({
        provider: 'company',
        token: idToken,
      });
      expect(error).toBeNull();
      expect(data.user?.identities?.map((identity) => identity.provider)).toEqual([
        'email',
        'company',
      ]);
    });
  });
});

describe('identity routes with manual linking off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn('pglite', {
      AUTH_AUTOCONFIRM: 'true',
      AUTH_MANUAL_LINKING: 'false',
    });
  });
  afterAll(() => server.stop());

  it('answers 404 manual_linking_disabled', async () => {
    const client = testClient(server);
    const { data } = await client.auth.signUp({
      email: 'm@example.com',
      password: 'correct horse',
    });
    const identity = data.user?.identities?.[0] as NonNullable<
      NonNullable<typeof data.user>['identities']
    >[number];
    const { error } = await client.auth.unlinkIdentity(identity);
    expect(error).toMatchObject({
      status: 404,
      code: 'manual_linking_disabled',
      message: 'Manual linking is disabled',
    });
  });
});
