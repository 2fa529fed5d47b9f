import {
  createCipheriv,
  createDecipheriv,
  hkdfSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';

// A business's provider secrets (its secret key, its webhook signing secret) are sealed with
// AES-256-GCM before they reach the database, under a key only the server holds
// (docs/decisions/0037). The sealed form is: version (1 byte), IV (12), tag (16), ciphertext.
// What a secret is and whose it is are bound in as associated data, so a sealed value copied to
// another business or another column does not open.

const version = 1;
const ivBytes = 12;
const tagBytes = 16;

export class SecretBoxError extends Error {
  override name = 'SecretBoxError';
}

export interface SecretBox {
  /** Seals under the current key. */
  seal(plaintext: string, context: string): Buffer;
  /** Opens what the current key or a previous one sealed. */
  open(sealed: Uint8Array, context: string): string;
  /**
   * The secret sealed again under the current key when only a previous key opens it; null when
   * the current key already does. Throws as open does when no key opens it.
   */
  resealed(sealed: Uint8Array, context: string): Buffer | null;
}

/** What one key makes of a sealed value: its plaintext, or undefined when it does not open it. */
function openWith(key: Uint8Array, bytes: Buffer, context: string): string | undefined {
  const iv = bytes.subarray(1, 1 + ivBytes);
  const tag = bytes.subarray(1 + ivBytes, 1 + ivBytes + tagBytes);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([
      decipher.update(bytes.subarray(1 + ivBytes + tagBytes)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return undefined;
  }
}

/**
 * A box that seals under `current` and opens under it or any of `previous` (the keys it
 * replaced, until everything they sealed is sealed again: docs/decisions/0050).
 */
export function secretBox(current: Uint8Array, previous: Uint8Array[] = []): SecretBox {
  const keys = [current, ...previous];
  if (keys.some((key) => key.length !== 32)) {
    throw new SecretBoxError('The payments key is 32 bytes.');
  }
  /** The plaintext and whether the current key opened it. */
  const opened = (sealed: Uint8Array, context: string) => {
    const bytes = Buffer.from(sealed);
    if (bytes.length < 1 + ivBytes + tagBytes || bytes[0] !== version) {
      throw new SecretBoxError('This is not a sealed secret of this server.');
    }
    for (const [index, key] of keys.entries()) {
      const plaintext = openWith(key, bytes, context);
      if (plaintext !== undefined) return { plaintext, current: index === 0 };
    }
    throw new SecretBoxError(
      'A payment secret does not open with any payments key: PAYMENTS_ENCRYPTION_KEY changed since it was saved, and PAYMENTS_ENCRYPTION_KEY_PREVIOUS does not hold the key it was sealed with.',
    );
  };
  const seal = (plaintext: string, context: string) => {
    const iv = randomBytes(ivBytes);
    const cipher = createCipheriv('aes-256-gcm', current, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return Buffer.concat([Buffer.of(version), iv, cipher.getAuthTag(), body]);
  };
  return {
    seal,
    open: (sealed, context) => opened(sealed, context).plaintext,
    resealed(sealed, context) {
      const { plaintext, current: isCurrent } = opened(sealed, context);
      return isCurrent ? null : seal(plaintext, context);
    },
  };
}

/** What a sealed secret is bound to: the business and which secret. */
export const secretContext = (tenantId: string, name: 'secret_key' | 'webhook_secret') =>
  `payments:${tenantId}:${name}`;

/** The key derived (HKDF-SHA256) from a JWT signing key, for a server without its own. */
export function derivedPaymentsKey(signingKey: KeyObject): Uint8Array {
  const material = signingKey.export({ format: 'der', type: 'pkcs8' });
  return new Uint8Array(
    hkdfSync('sha256', material, 'booking-platform', 'payments-secrets-v1', 32),
  );
}

/** PAYMENTS_ENCRYPTION_KEY and PAYMENTS_ENCRYPTION_KEY_PREVIOUS, as read by config.ts. */
export interface OwnPaymentsKeys {
  current: Uint8Array | undefined;
  previous: Uint8Array[];
}

/**
 * The payments box: PAYMENTS_ENCRYPTION_KEY seals, and it or the keys it replaced
 * (PAYMENTS_ENCRYPTION_KEY_PREVIOUS) open. Unset, keys derived from the JWT signing keys are
 * used, the current signing key's sealing: enough for the demo and development, but they live
 * in the same database as what they seal, so production sets its own (docs/decisions/0037).
 * Derived keys are never tried once the server has its own: whoever can write the database
 * could otherwise plant secrets the server would trust.
 */
export function paymentsBox(own: OwnPaymentsKeys, signingKeys: KeyObject[]): SecretBox {
  if (own.current !== undefined) return secretBox(own.current, own.previous);
  const [current, ...previous] = signingKeys.map(derivedPaymentsKey);
  if (current === undefined)
    throw new SecretBoxError('No signing key to derive a payments key from.');
  return secretBox(current, previous);
}

/** Reads PAYMENTS_ENCRYPTION_KEY: 64 hex digits or the base64 of 32 bytes; null when malformed. */
export function parsePaymentsKey(text: string): Uint8Array | null {
  const trimmed = text.trim();
  if (/^[0-9a-f]{64}$/i.test(trimmed)) return new Uint8Array(Buffer.from(trimmed, 'hex'));
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) {
    const bytes = Buffer.from(trimmed, 'base64');
    return bytes.length === 32 ? new Uint8Array(bytes) : null;
  }
  return null;
}
