import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';
import { calculateJwkThumbprint, type JWK } from 'jose';
import type { Database, Queryable } from '../db/database.ts';

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

/** The keys tokens are checked with, the first of them signing. */
export type SigningKeys = [SigningKey, ...SigningKey[]];

async function newStoredKey(tx: Queryable): Promise<SigningKey> {
  const key = await fromPrivateKey(generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey);
  await tx.query('insert into platform.signing_keys (kid, private_jwk) values ($1, $2::jsonb)', [
    key.kid,
    JSON.stringify(key.privateKey.export({ format: 'jwk' })),
  ]);
  return key;
}

/**
 * The configured key alone; else every key kept in the database, the newest signing and all of
 * them verifying, so tokens signed before a rotation stay valid until they expire or their key
 * is removed (docs/decisions/0050); else a new one stored for every later start (and every
 * other instance: the creation is serialised by an advisory lock).
 */
export async function loadSigningKeys(
  db: Database,
  configured: string | undefined,
): Promise<SigningKeys> {
  if (configured !== undefined) return [await parseSigningKey(configured)];
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [keyCreationLockKey.toString()]);
    const { rows } = await tx.query<{ kid: string; private_jwk: JsonWebKey }>(
      'select kid, private_jwk from platform.signing_keys order by created_at desc, kid',
    );
    const stored = await Promise.all(
      rows.map((row) =>
        fromPrivateKey(createPrivateKey({ key: row.private_jwk, format: 'jwk' }), row.kid),
      ),
    );
    const [newest, ...older] = stored;
    return newest === undefined ? [await newStoredKey(tx)] : [newest, ...older];
  });
}

/**
 * `npm run rotate-signing-key`: a new key kept in the database, which signs from each server's
 * next start on; the keys before it keep verifying until they are removed.
 */
export function rotateSigningKey(db: Database): Promise<SigningKey> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [keyCreationLockKey.toString()]);
    return newStoredKey(tx);
  });
}
