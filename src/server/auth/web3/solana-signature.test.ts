import { describe, expect, it } from 'vitest';
import { solanaTestWallet } from '../../test-support/web3-wallets.ts';
import { decodeSolanaSignature, solanaSignatureMatches } from './solana-signature.ts';

describe('Solana signatures', () => {
  it('reads base64url and base64, padded or not', () => {
    const bytes = new Uint8Array(64).map((_, i) => i * 4 + 3);
    const base64 = Buffer.from(bytes).toString('base64');
    expect(base64).toMatch(/[+/]/);
    for (const text of [
      base64,
      base64.replace(/=+$/, ''),
      Buffer.from(bytes).toString('base64url'),
    ]) {
      expect(decodeSolanaSignature(text)).toEqual(Buffer.from(bytes));
    }
    expect(decodeSolanaSignature('abc')).toBeUndefined();
    expect(decodeSolanaSignature(`${'*'.repeat(86)}`)).toBeUndefined();
  });

  it('verifies an ed25519 signature by the base58 address', () => {
    const wallet = solanaTestWallet();
    const signature = wallet.sign('sign in');
    expect(solanaSignatureMatches('sign in', signature, wallet.address)).toBe(true);
    expect(solanaSignatureMatches('sign in!', signature, wallet.address)).toBe(false);
    expect(solanaSignatureMatches('sign in', signature, solanaTestWallet().address)).toBe(false);
  });

  it('refuses keys and signatures of the wrong size', () => {
    const wallet = solanaTestWallet();
    expect(solanaSignatureMatches('x', wallet.sign('x').subarray(1), wallet.address)).toBe(false);
    expect(solanaSignatureMatches('x', wallet.sign('x'), '1111')).toBe(false);
  });
});
