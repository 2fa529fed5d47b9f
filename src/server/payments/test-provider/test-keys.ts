import { randomBytes } from 'node:crypto';

// A business on the test provider gets keys shaped like Stripe's test keys. The secret key
// names its business (the UUID's hex) before its random part, so the provider knows whose
// sealed key to compare it with: keys are sealed with a fresh IV and cannot be looked up.

const random = (bytes: number) => randomBytes(bytes).toString('base64url').replace(/[-_]/g, '0');

export interface TestKeys {
  publishableKey: string;
  secretKey: string;
  webhookSecret: string;
}

export function newTestKeys(tenantId: string): TestKeys {
  const hex = tenantId.replaceAll('-', '');
  return {
    publishableKey: `pk_test_bp${hex}`,
    secretKey: `sk_test_bp${hex}${random(24)}`,
    webhookSecret: `whsec_${random(32)}`,
  };
}

/** The business a test provider secret key names, or null for any other text. */
export function tenantOfTestKey(key: string): string | null {
  const match = /^sk_test_bp([0-9a-f]{32})[A-Za-z0-9]{20,}$/.exec(key);
  if (!match?.[1]) return null;
  const hex = match[1];
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The business a test provider publishable key names (`pk_test_bp<hex>`), or null. */
export function tenantOfPublishableKey(key: string): string | null {
  const match = /^pk_test_bp([0-9a-f]{32})$/.exec(key);
  if (!match?.[1]) return null;
  return tenantOfTestKey(`sk_test_bp${match[1]}${'0'.repeat(20)}`);
}
