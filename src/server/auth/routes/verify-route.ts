import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { recordAuditEvent } from '../audit/audit-log.ts';
import type { AuthServices } from '../auth-services.ts';
import { AuthError, validationFailed } from '../errors/auth-error.ts';
import type { OneTimeTokenLookup } from '../one-time/one-time-tokens.ts';
import { countingWrongCodes, recordWrongOneTimeCode } from '../guessing/wrong-codes.ts';
import { tokenTypesFor, verifyOneTimeToken } from '../one-time/verification.ts';
import { parseEmail, parsePhone } from '../request/addresses.ts';
import { apiUrlOf, redirectToOf } from '../request/api-url.ts';
import { clientIp } from '../request/client-ip.ts';
import {
  codeRedirect,
  failureOf,
  failureRedirect,
  sessionRedirect,
} from '../request/session-redirect.ts';
import { readJsonBody } from '../request/json-body.ts';
import { startSession } from '../tokens/issue-session.ts';

const verifyBody = z.object({
  type: z.string().nullish(),
  token: z.string().nullish(),
  token_hash: z.string().nullish(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
});

function lookupOf(body: z.output<typeof verifyBody>): OneTimeTokenLookup {
  if (body.token_hash) return { tokenHash: body.token_hash };
  if (body.token && body.email) return { relatesTo: parseEmail(body.email), code: body.token };
  if (body.token && body.phone) return { relatesTo: parsePhone(body.phone), code: body.token };
  throw validationFailed('Verify requires either a token or a token hash');
}

// OAuth error names for the redirect, as Supabase Auth maps HTTP statuses.

function verifyAndSignIn(
  services: AuthServices,
  c: Context,
  lookup: OneTimeTokenLookup,
  type: string | undefined,
) {
  const types = tokenTypesFor(type);
  const verify = () =>
    services.db.transaction(async (q) => {
      const token = await verifyOneTimeToken(q, lookup, types);
      await recordAuditEvent(q, {
        action: token.token_type === 'confirmation' ? 'user_signedup' : 'login',
        actorId: token.user_id,
        ip: clientIp(c),
        traits: { type: token.token_type },
      });
      if (token.flow_state_id !== null && 'tokenHash' in lookup && c.req.method === 'GET') {
        const { rows } = await q.query<{ auth_code: string }>(
          'update auth.flow_state set auth_code_issued_at = now() where id = $1 returning auth_code',
          [token.flow_state_id],
        );
        return { authCode: (rows[0] as { auth_code: string }).auth_code };
      }
      return startSession(services, q, {
        userId: token.user_id,
        method: 'otp',
        apiUrl: apiUrlOf(services, c),
      });
    });
  if ('tokenHash' in lookup) return verify();
  return countingWrongCodes(verify, 'otp_expired', () =>
    recordWrongOneTimeCode(services.db, lookup.relatesTo, types),
  );
}

/** POST /verify (codes and token hashes) and GET /verify (the links in emails). */
export function registerVerifyRoutes(auth: Hono, services: AuthServices): void {
  auth.post('/verify', async (c) => {
    const body = await readJsonBody(c, verifyBody);
    return c.json(await verifyAndSignIn(services, c, lookupOf(body), body.type ?? undefined));
  });

  auth.get('/verify', async (c) => {
    const token = c.req.query('token') ?? '';
    const type = c.req.query('type');
    const target = redirectToOf(services, c);
    let location: string;
    try {
      const result = await verifyAndSignIn(services, c, { tokenHash: token }, type);
      location =
        'authCode' in result
          ? codeRedirect(target, result.authCode)
          : sessionRedirect(target, result, { type: type ?? '' });
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      location = failureRedirect(target, failureOf(error), { query: token.startsWith('pkce_') });
    }
    return c.redirect(location, 303);
  });
}
