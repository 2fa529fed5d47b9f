/** An answer the auth service gives on purpose: HTTP status, GoTrue error code and message. */
export class AuthError extends Error {
  override name = 'AuthError';
  readonly status: number;
  readonly code: string;
  readonly weakPasswordReasons: string[] | undefined;
  constructor(status: number, code: string, message: string, weakPasswordReasons?: string[]) {
    super(message);
    this.status = status;
    this.code = code;
    this.weakPasswordReasons = weakPasswordReasons;
  }
}

/**
 * A refusal Supabase Auth answers OAuth-style (contract §2.1.3): always 400 with `error` and
 * `error_description` and no code, as for a web3 signature that fails its checks.
 */
export class OAuthGrantError extends AuthError {
  override name = 'OAuthGrantError';
  constructor(message: string, error = 'invalid_grant') {
    super(400, error, message);
  }
}

export const apiVersion = '2024-01-01';

/**
 * Whether the request asked for the versioned error shape: supabase-js sends
 * `X-Supabase-Api-Version: 2024-01-01` on every call; older clients send nothing.
 */
export function wantsVersionedErrors(header: string | undefined): boolean {
  if (header === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(header)) return false;
  return header >= apiVersion;
}

/** The JSON body of an error, in the shape the caller's API version expects. */
export function authErrorBody(error: AuthError, versioned: boolean): Record<string, unknown> {
  if (error instanceof OAuthGrantError) {
    return { error: error.code, error_description: error.message };
  }
  const weakPassword =
    error.weakPasswordReasons === undefined
      ? {}
      : { weak_password: { reasons: error.weakPasswordReasons } };
  if (versioned) return { code: error.code, message: error.message, ...weakPassword };
  return { code: error.status, error_code: error.code, msg: error.message, ...weakPassword };
}

export const noAuthorization = () =>
  new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');

export const invalidCredentials = () =>
  new AuthError(400, 'invalid_credentials', 'Invalid login credentials');

export const validationFailed = (message: string) =>
  new AuthError(400, 'validation_failed', message);
