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
  seal(plaintext: string, context: string): Buffer;
  open(sealed: Uint8Array, context: string): string;
}

/** A box under a 32-byte key. */
export function secretBox(key: Uint8Array): SecretBox {
  if (key.length !== 32) throw new SecretBoxError('The payments key is 32 bytes.');
  return {
    seal(plaintext, context) {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return Buffer.concat([Buffer.of(version), iv, cipher.getAuthTag(), body]);
    },
    open(sealed, context) {
      const bytes = Buffer.from(sealed);
      if (bytes.length < 1 + ivBytes + tagBytes || bytes[0] !== version) {
        throw new SecretBoxError('This is not a sealed secret of this server.');
      }
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
        throw new SecretBoxError(
          'A payment secret does not open with this key: PAYMENTS_ENCRYPTION_KEY changed since it was saved.',
        );
      }
    },
  };
}

/** What a sealed secret is bound to: the business and which secret. */
export const secretContext = (tenantId: string, name: 'secret_key' | 'webhook_secret') =>
  `payments:${tenantId}:${name}`;

/**
 * The payments key: PAYMENTS_ENCRYPTION_KEY when set (32 bytes, as 64 hex digits or base64),
 * else derived (HKDF-SHA256) from the server's JWT signing key, which is enough for the demo and
 * development but lives in the same database as what it seals: production sets its own.
 */
export function paymentsKey(configured: Uint8Array | undefined, signingKey: KeyObject): Uint8Array {
  if (configured !== undefined) return configured;
  const material = signingKey.export({ format: 'der', type: 'pkcs8' });
  return new Uint8Array(
    hkdfSync('sha256', material, 'booking-platform', 'payments-secrets-v1', 32),
  );
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
