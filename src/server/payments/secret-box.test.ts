import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  derivedPaymentsKey,
  parsePaymentsKey,
  paymentsBox,
  secretBox,
  secretContext,
} from './secret-box.ts';

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

  it('derives a stable key from each signing key', () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const { privateKey: other } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const derived = derivedPaymentsKey(privateKey);
    expect(derived).toHaveLength(32);
    expect(Buffer.from(derivedPaymentsKey(privateKey)).equals(derived)).toBe(true);
    expect(Buffer.from(derivedPaymentsKey(other)).equals(derived)).toBe(false);
  });
});

describe('rotating the payments key', () => {
  const context = secretContext('8a1f0c7e-0000-4000-8000-000000000001', 'webhook_secret');
  const oldKey = randomBytes(32);
  const newKey = randomBytes(32);
  const sealedOld = secretBox(oldKey).seal('whsec_old', context);

  it('opens what a previous key sealed, and seals only under the current one', () => {
    const rotated = secretBox(newKey, [randomBytes(32), oldKey]);
    expect(rotated.open(sealedOld, context)).toBe('whsec_old');
    const sealedNew = rotated.seal('whsec_new', context);
    expect(secretBox(newKey).open(sealedNew, context)).toBe('whsec_new');
    expect(() => secretBox(oldKey).open(sealedNew, context)).toThrow(/does not open/);
  });

  it('seals again under the current key what only a previous key opens, and nothing else', () => {
    const rotated = secretBox(newKey, [oldKey]);
    const resealed = rotated.resealed(sealedOld, context);
    expect(resealed).not.toBeNull();
    // Once sealed again, the old key is needed no more.
    expect(secretBox(newKey).open(resealed ?? Buffer.alloc(0), context)).toBe('whsec_old');
    expect(rotated.resealed(resealed ?? Buffer.alloc(0), context)).toBeNull();
    expect(() => secretBox(newKey).resealed(sealedOld, context)).toThrow(/PREVIOUS/);
  });

  it("uses the server's own keys, or else keys derived from the signing keys, newest sealing", () => {
    const { privateKey: newer } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const { privateKey: older } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const underOlder = secretBox(derivedPaymentsKey(older)).seal('sk_test_1', context);
    const derived = paymentsBox({ current: undefined, previous: [] }, [newer, older]);
    expect(derived.open(underOlder, context)).toBe('sk_test_1');
    const sealed = derived.seal('sk_test_2', context);
    expect(secretBox(derivedPaymentsKey(newer)).open(sealed, context)).toBe('sk_test_2');
    // With a key of its own, the server trusts nothing sealed under a derived one.
    const own = paymentsBox({ current: newKey, previous: [oldKey] }, [newer, older]);
    expect(own.open(sealedOld, context)).toBe('whsec_old');
    expect(() => own.open(underOlder, context)).toThrow(/does not open/);
  });
});
