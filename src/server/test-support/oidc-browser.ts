import { createHash, randomBytes } from 'node:crypto';
import type { OidcTestProvider } from './oidc-test-provider.ts';

/**
 * Follows redirects the way a browser does, with cookies, through our /authorize, the test
 * provider's login form and our /callback, until a redirect leaves for `appOrigin`; answers that
 * URL. `account` is typed into the login form; without one the person presses "Cancel".
 */
export async function signInAtProvider(
  startUrl: string,
  options: { appOrigin: string; account?: string; bearer?: string },
): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = new URL(startUrl);
  let init: RequestInit = {};
  for (let step = 0; step < 20; step += 1) {
    const headers = new Headers(init.headers);
    if (cookies.size > 0) {
      headers.set('Cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    const location = response.headers.get('Location');
    if (response.status >= 300 && response.status < 400 && location !== null) {
      const next = new URL(location, url);
      if (next.origin === options.appOrigin) return next;
      url = next;
      init = {};
      continue;
    }
    const page = await response.text();
    if (response.status !== 200 || !url.pathname.startsWith('/interaction/')) {
      throw new Error(`Unexpected ${response.status} at ${url.href}: ${page.slice(0, 300)}`);
    }
    const form = new URLSearchParams(
      options.account === undefined ? { deny: '1' } : { login: options.account },
    );
    init = {
      method: 'POST',
      body: form.toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    };
  }
  throw new Error('Too many redirects');
}

/**
 * An ID token the test provider issues to `clientId` for `account` through its own code flow
 * (redirect URI `redirectUri`), with `nonce` in it.
 */
export async function providerIdToken(
  provider: OidcTestProvider,
  input: {
    clientId: string;
    clientSecret: string;
    redirectUri: string;
    account: string;
    nonce?: string;
  },
): Promise<{ idToken: string; accessToken: string }> {
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL(`${provider.issuer}/auth`);
  authorize.search = new URLSearchParams({
    client_id: input.clientId,
    response_type: 'code',
    redirect_uri: input.redirectUri,
    scope: 'openid email profile',
    state: 'test-state',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...(input.nonce === undefined ? {} : { nonce: input.nonce }),
  }).toString();
  const back = await signInAtProvider(authorize.href, {
    appOrigin: new URL(input.redirectUri).origin,
    account: input.account,
  });
  const code = back.searchParams.get('code');
  if (code === null) throw new Error(`The provider sent no code: ${back.href}`);
  const response = await fetch(`${provider.issuer}/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${input.clientId}:${input.clientSecret}`).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: input.redirectUri,
      code_verifier: verifier,
    }),
  });
  const body = (await response.json()) as { id_token: string; access_token: string };
  if (!response.ok) throw new Error(`Token exchange failed: ${JSON.stringify(body)}`);
  return { idToken: body.id_token, accessToken: body.access_token };
}
