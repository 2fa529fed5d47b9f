import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accessTokenHash, nonceCheck } from './id-token.ts';

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

describe('nonceCheck', () => {
  it('passes when neither side has a nonce', () => {
    expect(nonceCheck(undefined, undefined)).toBeUndefined();
    expect(nonceCheck('', '')).toBeUndefined();
  });

  it('passes the hashed raw nonce and the raw nonce itself', () => {
    expect(nonceCheck(sha256Hex('raw-nonce'), 'raw-nonce')).toBeUndefined();
    expect(nonceCheck('raw-nonce', 'raw-nonce')).toBeUndefined();
  });

  it('refuses a nonce on one side only, or another nonce', () => {
    const onlyOne = 'Passed nonce and nonce in id_token should either both exist or not.';
    expect(nonceCheck('abc', undefined)).toBe(onlyOne);
    expect(nonceCheck(undefined, 'abc')).toBe(onlyOne);
    expect(nonceCheck(sha256Hex('other'), 'raw-nonce')).toBe('Nonces mismatch');
  });
});

describe('accessTokenHash', () => {
  it('is the base64url of the left half of the SHA-256 (OpenID Connect Core 3.1.3.6)', () => {
    // The example of OpenID Connect Core, appendix A.3.
    expect(accessTokenHash('jHkWEdUXMU1BwAsC4vtUsZwnNvTIxEl0z9K3vx5KF0Y')).toBe(
      '77QmUPtjPfzWtF2AnpK9RQ',
    );
  });
});
