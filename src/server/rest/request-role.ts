import { TokenRefusedError, type ApiTokenVerifier } from '../auth/api-token/api-token-verifier.ts';
import { JwtRejectedError } from '../auth/verify-jwt.ts';
import type { RequestRole } from '../db/with-request-role.ts';
import { RestError } from './rest-error.ts';

export interface RequestIdentity {
  role: RequestRole;
  claims: Record<string, unknown>;
}

function unauthorized(code: string, message: string): RestError {
  return new RestError({
    status: 401,
    code,
    message,
    headers: {
      'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
    },
  });
}

/**
 * The role and claims a request runs with (contract section 2.4): the bearer JWT, else the
 * `apikey` header supabase-js always sends, else anon. A token that fails verification is
 * refused, never downgraded to anon; the claims and the session are checked as on every API
 * (auth/api-token).
 */
export async function resolveRequestIdentity(
  headers: { authorization?: string | undefined; apikey?: string | undefined },
  verify: ApiTokenVerifier,
  requestUrl: string,
): Promise<RequestIdentity> {
  const bearer = /^bearer\s*(.*)$/i.exec(headers.authorization ?? '')?.[1];
  const token = bearer ?? headers.apikey;
  if (token === undefined) return { role: 'anon', claims: { role: 'anon' } };
  if (token.trim() === '') {
    throw unauthorized('PGRST301', 'Empty JWT is sent in Authorization header');
  }
  const parts = token.split('.').length;
  if (parts !== 3) throw unauthorized('PGRST301', `Expected 3 parts in JWT; got ${parts}`);

  try {
    const claims = await verify(token, { url: requestUrl });
    return { role: claims.role, claims };
  } catch (error) {
    if (error instanceof TokenRefusedError) {
      throw unauthorized('PGRST303', `JWT ${error.message}`);
    }
    if (
      error instanceof JwtRejectedError &&
      (error.reason === 'expired' || error.reason === 'claims')
    ) {
      throw unauthorized('PGRST303', error.reason === 'expired' ? 'JWT expired' : error.message);
    }
    throw unauthorized('PGRST301', 'JWT cryptographic operation failed');
  }
}
