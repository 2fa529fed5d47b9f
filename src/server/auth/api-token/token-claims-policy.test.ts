import { describe, expect, it } from 'vitest';
import { tokenClaimsProblem } from './token-claims-policy.ts';

const expected = { issuer: 'https://api.test/auth/v1', audience: 'authenticated' };
const exp = Math.floor(Date.now() / 1000) + 60;
const apiKey = { iss: 'supabase', role: 'anon', exp };
const session = {
  iss: expected.issuer,
  aud: 'authenticated',
  role: 'authenticated',
  sub: '6f1c1f7e-9d7a-4c55-9a44-0c1d2e3f4a5b',
  session_id: '0b5e4f0e-1c1a-4f8e-8a9f-2b3c4d5e6f70',
  exp,
};
const problem = (claims: Record<string, unknown>) => tokenClaimsProblem(claims, expected);

describe('tokenClaimsProblem', () => {
  it("accepts Supabase's API keys and our sessions' access tokens", () => {
    expect(problem(apiKey)).toBeUndefined();
    expect(problem({ ...apiKey, role: 'service_role' })).toBeUndefined();
    expect(problem(session)).toBeUndefined();
  });

  it('accepts an API key whatever its issuer, as GoTrue and PostgREST do', () => {
    for (const iss of ['supabase-demo', expected.issuer, 'anything', undefined]) {
      expect(problem({ ...apiKey, iss })).toBeUndefined();
      expect(problem({ ...apiKey, role: 'service_role', iss })).toBeUndefined();
    }
  });

  it('takes only the three request roles from a token', () => {
    for (const role of ['postgres', 'supabase_admin', 'authenticator', '', undefined, 1]) {
      expect(problem({ ...apiKey, role })).toBe('invalid claim: role');
      expect(problem({ ...session, role })).toBe('invalid claim: role');
    }
  });

  it('requires exp, and on a session token iss and aud', () => {
    expect(problem({ ...apiKey, exp: undefined })).toBe('missing claim: exp');
    expect(problem({ ...apiKey, exp: '9999999999' })).toBe('missing claim: exp');
    expect(problem({ ...session, iss: undefined })).toBe('missing claim: iss');
    expect(problem({ ...session, aud: undefined })).toBe('missing claim: aud');
  });

  it('refuses another issuer or audience', () => {
    expect(problem({ ...session, iss: 'supabase' })).toBe('invalid claim: iss');
    expect(problem({ ...session, iss: 'https://evil.test/auth/v1' })).toBe('invalid claim: iss');
    expect(problem({ ...session, aud: 'somebody-else' })).toBe('invalid claim: aud');
    expect(problem({ ...session, aud: ['authenticated'] })).toBe('invalid claim: aud');
    expect(problem({ ...apiKey, aud: 'authenticated' })).toBe('invalid claim: aud');
    const otherAudience = { ...expected, audience: 'other' };
    expect(tokenClaimsProblem({ ...session, aud: 'other' }, otherAudience)).toBeUndefined();
  });

  it('needs a user and a session behind the authenticated role', () => {
    expect(problem({ ...apiKey, role: 'authenticated' })).toBe('missing claim: sub');
    expect(problem({ ...session, sub: '' })).toBe('invalid claim: sub');
    expect(problem({ ...session, session_id: undefined })).toBe('missing claim: session_id');
  });

  it('refuses a token made for one purpose', () => {
    expect(problem({ url: 'b/a', purpose: 'download', exp })).toBe('token is for download only');
    expect(problem({ ...apiKey, purpose: 'upload' })).toBe('token is for upload only');
  });
});
