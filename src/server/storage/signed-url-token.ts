import type { SigningKey } from '../auth/signing-key.ts';
import { signJwt } from '../auth/sign-jwt.ts';
import { JwtRejectedError, type JwtVerifier } from '../auth/verify-jwt.ts';
import { isRequestRole, type RequestRole } from '../db/with-request-role.ts';
import { storageErrors } from './storage-error.ts';

/** Who made a signed upload URL: the upload later runs as them, so row-level security decides. */
export interface SignedUploader {
  role: RequestRole;
  sub: string | null;
}

/**
 * A signed URL's token is a JWT signed with the server's own key, as Supabase's is: it names
 * `{bucket}/{name}` in `url` and lapses at `exp`. `purpose` keeps a download token from being
 * used to upload. The token has no top-level `role` or `sub`, so used as a bearer token
 * anywhere else it is only ever anon.
 */
export async function signObjectToken(
  key: SigningKey,
  options: {
    url: string;
    expiresIn: number;
    upload?: { upsert: boolean; uploader: SignedUploader };
  },
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return signJwt(key, {
    url: options.url,
    purpose: options.upload ? 'upload' : 'download',
    ...(options.upload ? { upsert: options.upload.upsert, uploader: options.upload.uploader } : {}),
    iat: now,
    exp: now + options.expiresIn,
  });
}

/** Verifies a token for `url`; refused in Supabase's words when forged, lapsed or for another. */
export async function verifyObjectToken(
  verify: JwtVerifier,
  token: string | undefined,
  url: string,
  purpose: 'download' | 'upload',
): Promise<{ upsert: boolean; uploader: SignedUploader | undefined }> {
  if (token === undefined || token === '') {
    throw storageErrors.invalidRequest("querystring must have required property 'token'");
  }
  let claims: Record<string, unknown>;
  try {
    claims = await verify(token);
  } catch (error) {
    if (error instanceof JwtRejectedError && error.reason === 'expired') {
      throw storageErrors.expiredToken();
    }
    throw storageErrors.invalidSignature();
  }
  // The verifier allows 30 s of clock skew for sessions; a link lapses when it says it does.
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()) {
    throw storageErrors.expiredToken();
  }
  if (claims.url !== url || claims.purpose !== purpose) {
    throw storageErrors.invalidSignature('The token does not match this object.');
  }
  const uploader = claims.uploader as Partial<SignedUploader> | undefined;
  return {
    upsert: claims.upsert === true,
    uploader:
      uploader && isRequestRole(uploader.role)
        ? { role: uploader.role, sub: typeof uploader.sub === 'string' ? uploader.sub : null }
        : undefined,
  };
}
