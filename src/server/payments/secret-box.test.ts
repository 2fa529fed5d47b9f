import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { paymentsKey, parsePaymentsKey, secretBox, secretContext } from './secret-box.ts';

describe('secret box', () => {
  const box = secretBox(randomBytes(32));
  const context = secretContext('8a1f0c7e-0000-4000-8000-000000000001', 'secret_key');

  it('opens what it sealed, and never stores the plaintext', () => {
    const sealed = box.seal('sk_test_abcdef123456', context);
    expect(sealed.toString('latin1')).not.toContain('sk_test');
    expect(box.open(sealed, context)).toBe('sk_test_abcdef123456');
    // A fresh IV each time: the same secret never seals the same way twice.
    expect(box.seal('sk_test_abcdef123456', context).equals(sealed)).toBe(false);
  });

  it('refuses a sealed value moved to another business or another secret', () => {
    const sealed = box.seal('whsec_abc', context);
    expect(() => box.open(sealed, secretContext('other', 'secret_key'))).toThrow(/does not open/);
    expect(() =>
      box.open(sealed, secretContext('8a1f0c7e-0000-4000-8000-000000000001', 'webhook_secret')),
    ).toThrow(/does not open/);
  });

  it('refuses a changed byte and another key', () => {
    const sealed = box.seal('whsec_abc', context);
    const changed = Buffer.from(sealed);
    changed[changed.length - 1] = (changed[changed.length - 1] ?? 0) ^ 1;
    expect(() => box.open(changed, context)).toThrow(/does not open/);
    expect(() => secretBox(randomBytes(32)).open(sealed, context)).toThrow(/does not open/);
    expect(() => box.open(Buffer.from('short'), context)).toThrow(/not a sealed secret/);
  });

  it('reads a configured key as hex or base64, and refuses anything else', () => {
    const key = randomBytes(32);
    expect(Buffer.from(parsePaymentsKey(key.toString('hex')) ?? []).equals(key)).toBe(true);
    expect(Buffer.from(parsePaymentsKey(key.toString('base64')) ?? []).equals(key)).toBe(true);
    expect(parsePaymentsKey('too short')).toBeNull();
    expect(parsePaymentsKey(randomBytes(16).toString('hex'))).toBeNull();
  });

  it('derives a stable key from the signing key when none is configured', () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const { privateKey: other } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const derived = paymentsKey(undefined, privateKey);
    expect(derived).toHaveLength(32);
    expect(Buffer.from(paymentsKey(undefined, privateKey)).equals(derived)).toBe(true);
    expect(Buffer.from(paymentsKey(undefined, other)).equals(derived)).toBe(false);
    const configured = randomBytes(32);
    expect(paymentsKey(configured, privateKey)).toBe(configured);
  });
});
