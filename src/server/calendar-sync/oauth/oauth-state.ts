import { hkdfSync, type KeyObject } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

// The OAuth `state` (RFC 6749 section 10.12): a short-lived token the server signs, naming who
// asked to connect and where the provider sends them back, so the callback (which the browser
// reaches without a bearer) knows whose account it is and that this server began the flow. No
// table keeps it. Signed with HMAC under a key derived from the server's signing key: it can
// never pass for an access token (ES256), nor an access token for it.

const audience = 'calendar-oauth-state';
const lifetimeSeconds = 15 * 60;

export interface OAuthState {
  tenantId: string;
  staffId: string;
  /** The signed-in person who asked: the audit trail names them for the connection. */
  userId: string;
  provider: 'google' | 'microsoft';
  /** The redirect address given to the consent, which the code exchange must name again. */
  redirectUri: string;
}

// Ids as PostgreSQL's uuid takes them: one made elsewhere (an imported user) need not carry the
// version and variant bits of RFC 9562, which z.uuid() asks for.
const claims = z.object({
  tenant: z.guid(),
  staff: z.guid(),
  user: z.guid(),
  provider: z.enum(['google', 'microsoft']),
  redirect_uri: z.url(),
});

/** The state key: HKDF-SHA256 of the signing key, for this use only. */
export function stateKey(signingKey: KeyObject): Uint8Array {
  const material = signingKey.export({ format: 'der', type: 'pkcs8' });
  return new Uint8Array(
    hkdfSync('sha256', material, 'booking-platform', 'calendar-oauth-state-v1', 32),
  );
}

export async function signState(state: OAuthState, key: Uint8Array): Promise<string> {
  return new SignJWT({
    tenant: state.tenantId,
    staff: state.staffId,
    user: state.userId,
    provider: state.provider,
    redirect_uri: state.redirectUri,
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(`${lifetimeSeconds}s`)
    .sign(key);
}

/** The state's contents, or null when it is not this server's, is for another provider, or is old. */
export async function verifyState(
  token: string,
  provider: string,
  key: Uint8Array,
): Promise<OAuthState | null> {
  try {
    const { payload } = await jwtVerify(token, key, { audience, algorithms: ['HS256'] });
    const parsed = claims.safeParse(payload);
    if (!parsed.success || parsed.data.provider !== provider) return null;
    return {
      tenantId: parsed.data.tenant,
      staffId: parsed.data.staff,
      userId: parsed.data.user,
      provider: parsed.data.provider,
      redirectUri: parsed.data.redirect_uri,
    };
  } catch {
    return null;
  }
}
