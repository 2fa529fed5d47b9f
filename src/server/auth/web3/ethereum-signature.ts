import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';

/** The EIP-191 digest a wallet signs for `personal_sign`: the text behind a length prefix. */
export function personalMessageDigest(message: string): Uint8Array {
  const bytes = new TextEncoder().encode(message);
  const prefix = new TextEncoder().encode(`\x19Ethereum Signed Message:\n${bytes.length}`);
  const prefixed = new Uint8Array(prefix.length + bytes.length);
  prefixed.set(prefix);
  prefixed.set(bytes, prefix.length);
  return keccak_256(prefixed);
}

/** The lower-case 0x address of an uncompressed secp256k1 public key (65 bytes, 0x04 first). */
export function ethereumAddress(publicKey: Uint8Array): string {
  return `0x${Buffer.from(keccak_256(publicKey.subarray(1)).subarray(12)).toString('hex')}`;
}

/**
 * The address that signed `message` with personal_sign, or undefined when the signature is
 * not one: 65 bytes r‖s‖v in hex, v being 0/1 or 27/28 as wallets differ.
 */
export function recoverPersonalSigner(message: string, signatureHex: string): string | undefined {
  const hex = signatureHex.replace(/^0x/, '');
  if (!/^[0-9a-f]{130}$/i.test(hex)) return undefined;
  const bytes = Buffer.from(hex, 'hex');
  const v = bytes[64] as number;
  const recovery = v >= 27 ? v - 27 : v;
  if (recovery !== 0 && recovery !== 1) return undefined;
  // noble's "recovered" layout puts the recovery byte first.
  const recovered = new Uint8Array([recovery, ...bytes.subarray(0, 64)]);
  try {
    const publicKey = secp256k1.recoverPublicKey(recovered, personalMessageDigest(message), {
      prehash: false,
    });
    return ethereumAddress(secp256k1.Point.fromBytes(publicKey).toBytes(false));
  } catch {
    return undefined;
  }
}
