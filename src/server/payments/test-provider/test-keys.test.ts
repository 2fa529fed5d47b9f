import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newTestKeys, tenantOfPublishableKey, tenantOfTestKey } from './test-keys.ts';

describe('test provider keys', () => {
  it("name their business in the secret key, and are Stripe's test key shapes", () => {
    const tenant = randomUUID();
    const keys = newTestKeys(tenant);
    expect(keys.publishableKey).toMatch(/^pk_test_[A-Za-z0-9_]{8,240}$/);
    expect(keys.secretKey).toMatch(/^sk_test_/);
    expect(keys.webhookSecret).toMatch(/^whsec_/);
    expect(tenantOfTestKey(keys.secretKey)).toBe(tenant);
    expect(newTestKeys(tenant).secretKey).not.toBe(keys.secretKey);
  });

  it('name nobody for other keys', () => {
    expect(tenantOfTestKey('sk_live_abc')).toBeNull();
    expect(tenantOfTestKey('sk_test_51Habcdefghijklmnopqrstuvwxyz')).toBeNull();
    expect(tenantOfTestKey(newTestKeys(randomUUID()).publishableKey)).toBeNull();
  });

  it('name their business in the publishable key, which a browser sends', () => {
    const tenant = randomUUID();
    const keys = newTestKeys(tenant);
    expect(tenantOfPublishableKey(keys.publishableKey)).toBe(tenant);
    expect(tenantOfPublishableKey(keys.secretKey)).toBeNull();
    expect(tenantOfPublishableKey('pk_live_51Habcdefghij')).toBeNull();
  });
});
