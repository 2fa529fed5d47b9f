import type { Context } from 'hono';
import { z } from 'zod';
import type { AuthServices } from '../auth-services.ts';
import { apiUrlOf } from '../request/api-url.ts';
import { clientIp } from '../request/client-ip.ts';
import { readJsonBody } from '../request/json-body.ts';
import { signedSession } from '../tokens/issue-session.ts';
import { refreshTokenRotation } from '../tokens/refresh-token-rotation.ts';
import { toUserJson } from '../users/user-json.ts';

const refreshBody = z.object({ refresh_token: z.string().nullish() });

/** grant_type=refresh_token: a new access token and a rotated refresh token, same session. */
export function refreshTokenGrant(services: AuthServices) {
  const rotate = refreshTokenRotation(services.db, services.config.auth.refreshTokenReuseInterval);
  return async (c: Context) => {
    const body = await readJsonBody(c, refreshBody);
    const rotation = await rotate(body.refresh_token ?? '', clientIp(c));
    return signedSession(services, {
      ...rotation,
      apiUrl: apiUrlOf(services, c),
      userJson: toUserJson(rotation.user, rotation.identities, rotation.factors),
    });
  };
}
