import type { Context } from 'hono';
import { z } from 'zod';
import { recordAuditEvent } from '../audit/audit-log.ts';
import type { AuthServices } from '../auth-services.ts';
import { apiUrlOf } from '../request/api-url.ts';
import { clientIp } from '../request/client-ip.ts';
import { readJsonBody } from '../request/json-body.ts';
import { sessionResponse } from '../tokens/issue-session.ts';
import { rotateRefreshToken } from '../tokens/refresh-token-rotation.ts';

const refreshBody = z.object({ refresh_token: z.string().nullish() });

/** grant_type=refresh_token: a new access token and a rotated refresh token, same session. */
export async function refreshTokenGrant(services: AuthServices, c: Context) {
  const body = await readJsonBody(c, refreshBody);
  const outcome = await services.db.transaction(async (q) => {
    const rotation = await rotateRefreshToken(
      q,
      body.refresh_token ?? '',
      services.config.auth.refreshTokenReuseInterval,
    );
    if (rotation.kind === 'family-revoked') {
      await recordAuditEvent(q, { action: 'token_revoked', actorId: '', ip: clientIp(c) });
      return rotation;
    }
    await recordAuditEvent(q, {
      action: 'token_refreshed',
      actorId: rotation.session.user_id,
      ip: clientIp(c),
    });
    return sessionResponse(services, q, { ...rotation, apiUrl: apiUrlOf(services, c) });
  });
  if ('kind' in outcome) throw outcome.error;
  return outcome;
}
