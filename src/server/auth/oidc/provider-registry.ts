import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import type { OidcProviderSettings } from './provider-settings.ts';

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
});

export type Discovery = z.infer<typeof discoverySchema>;

export interface OidcProvider {
  settings: OidcProviderSettings;
  /** The provider's metadata from /.well-known/openid-configuration (fetched once, then kept). */
  discovery(): Promise<Discovery>;
  /** The provider's signing keys, fetched (and refreshed on an unknown kid) by jose. */
  keys(): Promise<JWTVerifyGetKey>;
}

export class DiscoveryError extends Error {
  override name = 'DiscoveryError';
}

// A failed discovery is tried again after this long rather than on every request.
const retryAfterMs = 30_000;

function providerOf(settings: OidcProviderSettings): OidcProvider {
  let cached: { at: number; result: Promise<Discovery>; failed?: boolean } | undefined;
  let keys: JWTVerifyGetKey | undefined;
  const fetchDiscovery = async (): Promise<Discovery> => {
    const url = `${settings.issuer}/.well-known/openid-configuration`;
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new DiscoveryError(`${url} answered ${response.status}`);
    const parsed = discoverySchema.safeParse(await response.json());
    if (!parsed.success) throw new DiscoveryError(`${url} is not OpenID provider metadata`);
    if (parsed.data.issuer.replace(/\/+$/, '') !== settings.issuer) {
      throw new DiscoveryError(`${url} names another issuer: ${parsed.data.issuer}`);
    }
    return parsed.data;
  };
  const discovery = () => {
    if (cached === undefined || (cached.failed === true && Date.now() - cached.at > retryAfterMs)) {
      const entry: { at: number; result: Promise<Discovery>; failed?: boolean } = {
        at: Date.now(),
        result: fetchDiscovery(),
      };
      entry.result.catch(() => {
        entry.failed = true;
      });
      cached = entry;
    }
    return cached.result;
  };
  return {
    settings,
    discovery,
    async keys() {
      keys ??= createRemoteJWKSet(new URL((await discovery()).jwks_uri));
      return keys;
    },
  };
}

/** The configured providers by id and by issuer. */
export class OidcProviders {
  private readonly byId: Map<string, OidcProvider>;
  constructor(settings: OidcProviderSettings[]) {
    this.byId = new Map(settings.map((provider) => [provider.id, providerOf(provider)]));
  }

  get(id: string): OidcProvider | undefined {
    return this.byId.get(id);
  }

  byIssuer(issuer: string): OidcProvider | undefined {
    const wanted = issuer.replace(/\/+$/, '');
    return [...this.byId.values()].find((provider) => provider.settings.issuer === wanted);
  }

  list(): OidcProviderSettings[] {
    return [...this.byId.values()].map((provider) => provider.settings);
  }
}
