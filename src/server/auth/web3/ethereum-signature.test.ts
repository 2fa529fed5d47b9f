import { describe, expect, it } from 'vitest';
import { ethereumTestWallet } from '../../test-support/web3-wallets.ts';
import { personalMessageDigest, recoverPersonalSigner } from './ethereum-signature.ts';

describe('personal_sign signatures', () => {
  it('hashes as EIP-191 does', () => {
    // The digest every Ethereum library gives for personal_sign of "hello".
    expect(Buffer.from(personalMessageDigest('hello')).toString('hex')).toBe(
      '50b2c43fd39106bafbba0da34fc430e1f91e3c96ea2acee2bc34119f92b37750',
    );
  });

  it('recovers the signer, with v as 27/28 or 0/1', () => {
    const wallet = ethereumTestWallet();
    const signature = wallet.sign('sign in, please');
    expect(recoverPersonalSigner('sign in, please', signature)).toBe(wallet.address);
    const v = parseInt(signature.slice(-2), 16) - 27;
    const zeroBased = `${signature.slice(2, -2)}${v.toString(16).padStart(2, '0')}`;
    expect(recoverPersonalSigner('sign in, please', zeroBased)).toBe(wallet.address);
  });

  it('recovers another address for another message', () => {
    const wallet = ethereumTestWallet();
    expect(recoverPersonalSigner('other', wallet.sign('sign in'))).not.toBe(wallet.address);
  });

  it('gives undefined for what is not a signature', () => {
    expect(recoverPersonalSigner('x', '0x1234')).toBeUndefined();
    expect(recoverPersonalSigner('x', `0x${'00'.repeat(64)}1b`)).toBeUndefined();
    expect(recoverPersonalSigner('x', `0x${'11'.repeat(64)}05`)).toBeUndefined();
  });
});
