import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startOidcTestProvider,
  type OidcTestProvider,
} from '../../test-support/oidc-test-provider.ts';
import { DiscoveryError, OidcProviders } from './provider-registry.ts';

const settings = (issuer: string) => ({
  id: 'company',
  name: 'Company login',
  issuer,
  clientId: 'booking',
  clientSecret: 'secret',
  scopes: [],
});

describe('OidcProviders', () => {
  let provider: OidcTestProvider;
  let impostor: http.Server;
  let impostorUrl: string;
  let discoveryRequests = 0;
  beforeAll(async () => {
    provider = await startOidcTestProvider();
    provider.open({
      clientId: 'booking',
      clientSecret: 'secret',
      redirectUris: ['https://a.test/'],
    });
    // Metadata that names another issuer than the one it is served for.
    impostor = http.createServer((_req, res) => {
      discoveryRequests += 1;
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          issuer: 'https://someone-else.test',
          authorization_endpoint: 'https://someone-else.test/auth',
          token_endpoint: 'https://someone-else.test/token',
          jwks_uri: 'https://someone-else.test/jwks',
        }),
      );
    });
    await new Promise<void>((resolve) => impostor.listen(0, '127.0.0.1', resolve));
    impostorUrl = `http://127.0.0.1:${(impostor.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await provider.stop();
    await new Promise((resolve) => impostor.close(resolve));
  });

  it('finds providers by id and by issuer', () => {
    const providers = new OidcProviders([settings(provider.issuer)]);
    expect(providers.get('company')?.settings.clientId).toBe('booking');
    expect(providers.get('other')).toBeUndefined();
    expect(providers.byIssuer(`${provider.issuer}/`)?.settings.id).toBe('company');
    expect(providers.list()).toHaveLength(1);
  });

  it("reads the provider's metadata once and keeps it", async () => {
    const company = new OidcProviders([settings(provider.issuer)]).get('company');
    const first = await company?.discovery();
    expect(first).toMatchObject({
      issuer: provider.issuer,
      authorization_endpoint: `${provider.issuer}/auth`,
      token_endpoint: `${provider.issuer}/token`,
    });
    expect(await company?.discovery()).toBe(first);
    expect(await company?.keys()).toBe(await company?.keys());
  });

  it('refuses metadata that names another issuer, and does not ask again at once', async () => {
    const company = new OidcProviders([settings(impostorUrl)]).get('company');
    await expect(company?.discovery()).rejects.toBeInstanceOf(DiscoveryError);
    await expect(company?.discovery()).rejects.toThrow(/names another issuer/);
    expect(discoveryRequests).toBe(1);
  });
});
