import { createPublicKey, verify } from 'node:crypto';
import bs58 from 'bs58';

// The DER prefix of an ed25519 SubjectPublicKeyInfo, before the 32 raw key bytes.
const ed25519SpkiPrefix = Buffer.from('302a300506032b6570032100', 'hex');

/** Reads a signature sent as base64url (what supabase-js sends) or base64, with or without padding. */
export function decodeSolanaSignature(text: string): Uint8Array | undefined {
  const base64url = text.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  if (!/^[A-Za-z0-9_-]{86}$/.test(base64url)) return undefined;
  return Buffer.from(base64url, 'base64url');
}

/** Whether `signature` is the ed25519 signature of `message` by the base58 `address`. */
export function solanaSignatureMatches(
  message: string,
  signature: Uint8Array,
  address: string,
): boolean {
  const publicKey = bs58.decodeUnsafe(address);
  if (publicKey?.length !== 32 || signature.length !== 64) return false;
  try {
    const key = createPublicKey({
      key: Buffer.concat([ed25519SpkiPrefix, publicKey]),
      format: 'der',
      type: 'spki',
    });
    return verify(null, Buffer.from(message), key, signature);
  } catch {
    return false;
  }
}
