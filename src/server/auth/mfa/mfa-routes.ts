import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { recordAuditEvent } from '../audit/audit-log.ts';
import type { AuthServices } from '../auth-services.ts';
import { AuthError, validationFailed } from '../errors/auth-error.ts';
import { apiUrlOf } from '../request/api-url.ts';
import { authenticate, type Authenticated } from '../request/authenticate.ts';
import { clientIp } from '../request/client-ip.ts';
import { readJsonBody } from '../request/json-body.ts';
import { sessionResponse } from '../tokens/issue-session.ts';
import { challengeFactor } from './challenge-factor.ts';
import { enrollBody, enrollFactor } from './enroll-factor.ts';
import { lockUserFactor } from './factor-store.ts';
import { unenrollFactor } from './unenroll-factor.ts';
import { countingWrongCodes, recordWrongChallengeCode } from '../guessing/wrong-codes.ts';
import { verifyChallenge } from './verify-challenge.ts';

// supabase-js sends the page's relying party with WebAuthn calls (webauthn-relying-party.ts).
const claimedRelyingParty = {
  rpId: z.string().nullish(),
  rpOrigins: z.array(z.string()).nullish(),
};
const challengeBody = z.object({
  channel: z.string().nullish(),
  webauthn: z.object(claimedRelyingParty).nullish(),
});
const verifyBody = z.object({
  challenge_id: z.string().nullish(),
  code: z.string().nullish(),
  webauthn: z
    .object({
      ...claimedRelyingParty,
      type: z.string().nullish(),
      credential_response: z.unknown(),
    })
    .nullish(),
});

async function authenticateForMfa(services: AuthServices, c: Context): Promise<Authenticated> {
  const current = await authenticate(services, c);
  if (current.user.is_anonymous) {
    throw new AuthError(
      403,
      'no_authorization',
      'Anonymous user not allowed to perform these actions',
    );
  }
  return current;
}

/** POST /factors, POST /factors/{id}/challenge and /verify, DELETE /factors/{id} (§5.17). */
export function registerMfaRoutes(auth: Hono, services: AuthServices): void {
  auth.post('/factors', async (c) => {
    const current = await authenticateForMfa(services, c);
    const body = await readJsonBody(c, enrollBody);
    const enrolled = await services.db.transaction(async (q) => {
      const answer = await enrollFactor(services, q, current, body);
      await recordAuditEvent(q, {
        action: 'factor_in_progress',
        actorId: current.user.id,
        ip: clientIp(c),
        traits: { factor_id: answer.id, factor_type: answer.type },
      });
      return answer;
    });
    return c.json(enrolled);
  });

  auth.post('/factors/:id/challenge', async (c) => {
    const current = await authenticateForMfa(services, c);
    const body = await readJsonBody(c, challengeBody);
    const challenge = await services.db.transaction(async (q) =>
      challengeFactor(services, q, {
        factor: await lockUserFactor(q, current.user.id, c.req.param('id')),
        user: current.user,
        ip: clientIp(c),
        webauthn: body.webauthn,
      }),
    );
    return c.json(challenge);
  });

  auth.post('/factors/:id/verify', async (c) => {
    const current = await authenticateForMfa(services, c);
    const body = await readJsonBody(c, verifyBody);
    const challengeId = body.challenge_id;
    if (!challengeId) throw validationFailed('challenge_id is required');
    const verify = () =>
      services.db.transaction(async (q) => {
        const factor = await lockUserFactor(q, current.user.id, c.req.param('id'));
        const verified = await verifyChallenge(q, {
          factor,
          session: current.session,
          challengeId,
          code: body.code ?? '',
          ip: clientIp(c),
          webauthn: body.webauthn,
          webauthnConfig: services.config.auth.webauthn,
        });
        await recordAuditEvent(q, {
          action: 'verification_attempted',
          actorId: current.user.id,
          ip: clientIp(c),
          traits: { factor_id: factor.id, factor_type: factor.factor_type },
        });
        return sessionResponse(services, q, { ...verified, apiUrl: apiUrlOf(services, c) });
      });
    const session = await countingWrongCodes(verify, 'mfa_verification_failed', () =>
      recordWrongChallengeCode(services.db, challengeId),
    );
    return c.json(session);
  });

  auth.delete('/factors/:id', async (c) => {
    const current = await authenticateForMfa(services, c);
    const deleted = await services.db.transaction(async (q) => {
      const factor = await lockUserFactor(q, current.user.id, c.req.param('id'));
      const answer = await unenrollFactor(q, current, factor);
      await recordAuditEvent(q, {
        action: 'factor_unenrolled',
        actorId: current.user.id,
        ip: clientIp(c),
        traits: { factor_id: factor.id, factor_type: factor.factor_type },
      });
      return answer;
    });
    return c.json(deleted);
  });
}
