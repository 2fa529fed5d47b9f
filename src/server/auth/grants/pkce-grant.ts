import type { Context } from 'hono';
import { z } from 'zod';
import type { AuthServices } from '../auth-services.ts';
import { AuthError, validationFailed } from '../errors/auth-error.ts';
import { apiUrlOf } from '../request/api-url.ts';
import { readJsonBody } from '../request/json-body.ts';
import { startSession } from '../tokens/issue-session.ts';
import { verifierMatches, type PkceChallenge } from '../tokens/pkce.ts';

const pkceBody = z.object({ auth_code: z.string().nullish(), code_verifier: z.string().nullish() });

// How long an auth code may wait for its exchange, as Supabase Auth's default.
const flowStateLifetimeSeconds = 300;

interface FlowStateRow {
  id: string;
  user_id: string;
  code_challenge: string;
  code_challenge_method: PkceChallenge['method'];
  authentication_method: string;
  sso_provider_id: string | null;
  provider_access_token: string | null;
  provider_refresh_token: string | null;
  age_seconds: number;
}

const notFound = () =>
  new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');

/** grant_type=pkce: exchanges the auth code of a verified email link for a session, once. */
export async function pkceGrant(services: AuthServices, c: Context) {
  const body = await readJsonBody(c, pkceBody);
  if (!body.auth_code || !body.code_verifier) {
    throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
  }
  if (!/^[0-9a-f-]{36}$/i.test(body.auth_code)) throw notFound();
  const { auth_code: authCode, code_verifier: verifier } = body;
  return services.db.transaction(async (q) => {
    const { rows } = await q.query<FlowStateRow>(
      `select *, extract(epoch from now() - auth_code_issued_at)::float8 as age_seconds
       from auth.flow_state
       where auth_code = $1 and user_id is not null and auth_code_issued_at is not null
         and code_challenge is not null
       for update`,
      [authCode],
    );
    const flow = rows[0];
    if (flow === undefined) throw notFound();
    if (flow.age_seconds > flowStateLifetimeSeconds) {
      throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
    }
    const pkce = { challenge: flow.code_challenge, method: flow.code_challenge_method };
    if (!verifierMatches(verifier, pkce)) {
      throw new AuthError(
        400,
        'bad_code_verifier',
        'code challenge does not match previously saved code verifier',
      );
    }
    await q.query('delete from auth.flow_state where id = $1', [flow.id]);
    const session = await startSession(services, q, {
      userId: flow.user_id,
      method: flow.authentication_method,
      apiUrl: apiUrlOf(services, c),
      ...(flow.sso_provider_id === null ? {} : { amrProvider: flow.sso_provider_id }),
    });
    // After an external provider's sign-in, its tokens come with the session (contract §3.4).
    return {
      ...session,
      ...(flow.provider_access_token === null
        ? {}
        : { provider_token: flow.provider_access_token }),
      ...(flow.provider_refresh_token === null
        ? {}
        : { provider_refresh_token: flow.provider_refresh_token }),
    };
  });
}
