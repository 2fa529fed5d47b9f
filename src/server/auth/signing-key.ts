import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';
import { calculateJwkThumbprint, type JWK } from 'jose';
import type { Database } from '../db/database.ts';

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  /** The public half as published in the JWKS. */
  publicJwk: JWK;
}

export class SigningKeyError extends Error {
  override name = 'SigningKeyError';
}

const keyCreationLockKey = 7_240_002n;

async function fromPrivateKey(privateKey: KeyObject, kid?: string): Promise<SigningKey> {
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' }) as JWK;
  const resolvedKid = kid ?? (await calculateJwkThumbprint(jwk));
  return {
    kid: resolvedKid,
    privateKey,
    publicJwk: { ...jwk, kid: resolvedKid, alg: 'ES256', use: 'sig', key_ops: ['verify'] },
  };
}

/**
 * Reads JWT_PRIVATE_KEY: a PEM private key (literal "\n" escapes allowed, as environment
 * variables often carry them) or a private JWK whose `kid` is kept. Only EC P-256 signs ES256.
 * Without a `kid`, the key's RFC 7638 thumbprint is its kid.
 */
export async function parseSigningKey(text: string): Promise<SigningKey> {
  let privateKey: KeyObject;
  let kid: string | undefined;
  try {
    if (text.trimStart().startsWith('{')) {
      const jwk = JSON.parse(text) as JsonWebKey & { kid?: string };
      kid = jwk.kid;
      privateKey = createPrivateKey({ key: jwk, format: 'jwk' });
    } else {
      privateKey = createPrivateKey(text.replaceAll('\\n', '\n'));
    }
  } catch {
    throw new SigningKeyError('JWT_PRIVATE_KEY is neither a PEM private key nor a private JWK.');
  }
  if (
    privateKey.asymmetricKeyType !== 'ec' ||
    privateKey.asymmetricKeyDetails?.namedCurve !== 'prime256v1'
  ) {
    throw new SigningKeyError('JWT_PRIVATE_KEY must be an EC P-256 private key (ES256).');
  }
  return fromPrivateKey(privateKey, kid);
}

/**
 * The configured key, else the one kept in the database, else a new one stored for every later
 * start (and every other instance: the creation is serialised by an advisory lock).
 */
export async function loadSigningKey(
  db: Database,
  configured: string | undefined,
): Promise<SigningKey> {
  if (configured !== undefined) return parseSigningKey(configured);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [keyCreationLockKey.toString()]);
    const { rows } = await tx.query<{ kid: string; private_jwk: JsonWebKey }>(
      'select kid, private_jwk from platform.signing_keys order by created_at desc limit 1',
    );
    const stored = rows[0];
    if (stored) {
      return fromPrivateKey(
        createPrivateKey({ key: stored.private_jwk, format: 'jwk' }),
        stored.kid,
      );
    }
    const key = await fromPrivateKey(generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey);
    await tx.query('insert into platform.signing_keys (kid, private_jwk) values ($1, $2::jsonb)', [
      key.kid,
      JSON.stringify(key.privateKey.export({ format: 'jwk' })),
    ]);
    return key;
  });
}
