import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { recordAuditEvent } from '../audit/audit-log.ts';
import type { AuthServices } from '../auth-services.ts';
import { AuthError, validationFailed } from '../errors/auth-error.ts';
import { apiUrlOf } from '../request/api-url.ts';
import { authenticate } from '../request/authenticate.ts';
import { clientIp } from '../request/client-ip.ts';
import { readJsonBody } from '../request/json-body.ts';
import { startSession } from '../tokens/issue-session.ts';
import { toPasskeyJson } from './passkey-json.ts';
import {
  passkeyRegistrationOptions,
  registerPasskey,
  requirePasskeyManagement,
} from './passkey-registration.ts';
import {
  passkeySignInOptions,
  takeSignInChallenge,
  verifyPasskeySignIn,
} from './passkey-sign-in.ts';
import {
  consumeChallenge,
  listPasskeys,
  lockPasskey,
  removePasskey,
  renamePasskey,
} from './passkey-store.ts';
import { isUuid } from '../../../shared/uuid.ts';

const verifyBody = z.object({ challenge_id: z.string().nullish(), credential: z.unknown() });
const renameBody = z.object({ friendly_name: z.string().nullish() });

/** A verify call's challenge and credential, refused in Supabase Auth's words when missing. */
async function readVerifyBody(c: Context) {
  const body = await readJsonBody(c, verifyBody);
  const challengeId = body.challenge_id ?? '';
  if (challengeId === '') throw validationFailed('challenge_id is required');
  if (body.credential === undefined || body.credential === null) {
    throw validationFailed('credential is required');
  }
  if (!isUuid(challengeId)) throw validationFailed('challenge_id must be a valid UUID');
  return { challengeId, credential: body.credential };
}

/**
 * Signing in with a passkey alone, and managing one's passkeys: Supabase Auth's /passkeys
 * endpoints, which supabase-js calls with `experimental: { passkey: true }`. Off
 * (PASSKEYS_ENABLED=false), every one answers 404 passkey_disabled.
 */
export function registerPasskeyRoutes(auth: Hono, services: AuthServices): void {
  const { db } = services;
  for (const path of ['/passkeys', '/passkeys/*']) {
    auth.use(path, async (_c, next) => {
      if (!services.config.auth.passkeysEnabled) {
        throw new AuthError(404, 'passkey_disabled', 'Passkeys are disabled');
      }
      await next();
    });
  }

  auth.post('/passkeys/authentication/options', async (c) =>
    c.json(await db.transaction((q) => passkeySignInOptions(services, q))),
  );

  auth.post('/passkeys/authentication/verify', async (c) => {
    const { challengeId, credential } = await readVerifyBody(c);
    const expectedChallenge = await takeSignInChallenge(db, challengeId);
    const session = await db.transaction(async (q) => {
      const { user, passkey } = await verifyPasskeySignIn(services, q, {
        expectedChallenge,
        credential,
      });
      await recordAuditEvent(q, {
        action: 'login',
        actorId: user.id,
        ip: clientIp(c),
        traits: { passkey_id: passkey.id },
      });
      return startSession(services, q, {
        userId: user.id,
        method: 'passkey',
        apiUrl: apiUrlOf(services, c),
      });
    });
    return c.json(session);
  });

  auth.post('/passkeys/registration/options', async (c) => {
    const current = await authenticate(services, c);
    return c.json(await db.transaction((q) => passkeyRegistrationOptions(services, q, current)));
  });

  auth.post('/passkeys/registration/verify', async (c) => {
    const current = await authenticate(services, c);
    const { challengeId, credential } = await readVerifyBody(c);
    const expectedChallenge = await consumeChallenge(db, {
      id: challengeId,
      type: 'registration',
      userId: current.user.id,
    });
    const passkey = await db.transaction(async (q) => {
      const added = await registerPasskey(services, q, current, { expectedChallenge, credential });
      await recordAuditEvent(q, {
        action: 'passkey_created',
        actorId: current.user.id,
        ip: clientIp(c),
        traits: { passkey_id: added.id },
      });
      return added;
    });
    // New, so never used: the answer is Supabase Auth's id, name and created_at.
    return c.json(toPasskeyJson(passkey));
  });

  for (const path of ['/passkeys', '/passkeys/']) {
    auth.get(path, async (c) => {
      const current = await authenticate(services, c);
      return c.json((await listPasskeys(db, current.user.id)).map(toPasskeyJson));
    });
  }

  auth.patch('/passkeys/:id', async (c) => {
    const current = await authenticate(services, c);
    const { friendly_name: name } = await readJsonBody(c, renameBody);
    if (name === undefined || name === null || name === '') {
      throw validationFailed('friendly_name is required');
    }
    if (name.length > 120) throw validationFailed('friendly_name must be 120 characters or less');
    const renamed = await db.transaction(async (q) => {
      const passkey = await lockPasskey(q, current.user.id, c.req.param('id'));
      await renamePasskey(q, passkey.id, name);
      await recordAuditEvent(q, {
        action: 'passkey_updated',
        actorId: current.user.id,
        ip: clientIp(c),
        traits: { passkey_id: passkey.id },
      });
      return { ...passkey, friendly_name: name };
    });
    return c.json(toPasskeyJson(renamed));
  });

  auth.delete('/passkeys/:id', async (c) => {
    const current = await authenticate(services, c);
    await db.transaction(async (q) => {
      await requirePasskeyManagement(q, current);
      const passkey = await lockPasskey(q, current.user.id, c.req.param('id'));
      await removePasskey(q, passkey.id);
      await recordAuditEvent(q, {
        action: 'passkey_deleted',
        actorId: current.user.id,
        ip: clientIp(c),
        traits: { passkey_id: passkey.id },
      });
    });
    return c.body(null, 204);
  });
}
