import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import Provider from 'oidc-provider';

export interface OidcTestAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface OidcTestProvider {
  issuer: string;
  /** The people who may sign in at the provider, by subject. */
  accounts: Map<string, OidcTestAccount>;
  /** The provider's private signing key, to sign tokens the tests shape themselves. */
  signingJwk: JWK;
  /** Registers our confidential client and opens the provider (call once our server runs). */
  open(client: { clientId: string; clientSecret: string; redirectUris: string[] }): void;
  stop(): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function loginPage(uid: string, problem?: string): string {
  const error = problem === undefined ? '' : `<p role="alert">${escapeHtml(problem)}</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>Test identity provider</h1>${error}
<form method="post" action="/interaction/${uid}">
<label for="login">Account</label> <input id="login" name="login" autocomplete="username" required>
<button type="submit">Sign in</button>
<button type="submit" name="deny" value="1" formnovalidate>Cancel</button>
</form></main></body></html>`;
}

async function formOf(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString());
}

/**
 * A real OpenID provider (the `oidc-provider` package) on a free port, with one-step
 * interaction: the login form takes an account (subject) of `accounts`, signs it in and grants
 * the requested scopes; "Cancel" answers access_denied.
 */
export async function startOidcTestProvider(
  options: {
    port?: number;
    /** The account of a login not in `accounts` (the end-to-end server lets anyone in). */
    anyAccount?: (login: string) => OidcTestAccount | undefined;
  } = {},
): Promise<OidcTestProvider> {
  const accounts = new Map<string, OidcTestAccount>();
  const accountOf = (login: string) => accounts.get(login) ?? options.anyAccount?.(login);
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingJwk = {
    ...(await exportJWK(privateKey)),
    kid: 'test-key-1',
    alg: 'RS256',
    use: 'sig',
  };
  let provider: Provider | undefined;

  async function interaction(req: http.IncomingMessage, res: http.ServerResponse, uid: string) {
    const current = provider as Provider;
    const details = await current.interactionDetails(req, res);
    if (req.method !== 'POST') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(loginPage(uid));
      return;
    }
    const form = await formOf(req);
    if (form.get('deny') === '1') {
      await current.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The person declined to sign in' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const accountId = form.get('login') ?? '';
    if (accountOf(accountId) === undefined) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(loginPage(uid, 'No such account'));
      return;
    }
    const grant = new current.Grant({ accountId, clientId: details.params.client_id as string });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await current.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  const server = http.createServer((req, res) => {
    const match = /^\/interaction\/([^/?]+)/.exec(req.url ?? '');
    if (provider === undefined) {
      res.writeHead(503).end();
      return;
    }
    if (match !== null) {
      interaction(req, res, match[1] as string).catch((error: unknown) => {
        res.writeHead(400, { 'Content-Type': 'text/plain' });
        res.end(String(error));
      });
      return;
    }
    void provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    accounts,
    signingJwk,
    open(client) {
      provider = new Provider(issuer, {
        clients: [
          {
            client_id: client.clientId,
            client_secret: client.clientSecret,
            redirect_uris: client.redirectUris,
            grant_types: ['authorization_code'],
            response_types: ['code'],
          },
        ],
        jwks: { keys: [signingJwk] },
        ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
        cookies: { keys: ['oidc-test-provider-cookie-key'] },
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
        // Our server reads email and name from the ID token, as from most providers.
        conformIdTokenClaims: false,
        features: { devInteractions: { enabled: false } },
        interactions: { url: (_ctx, details) => `/interaction/${details.uid}` },
        findAccount: (_ctx, sub) => {
          const account = accountOf(sub);
          if (account === undefined) return undefined;
          return { accountId: sub, claims: () => ({ sub, ...account }) };
        },
      });
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
