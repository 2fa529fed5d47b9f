import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { TokenRefusedError } from '../auth/api-token/api-token-verifier.ts';
import { JwtRejectedError } from '../auth/verify-jwt.ts';
import { checkRealtimeToken, tokenProblem } from './realtime-token.ts';

const unsigned = (claims: Record<string, unknown>) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new Uint8Array(32));

describe('tokenProblem', () => {
  it('words an expired token with how long ago it expired', async () => {
    const token = await unsigned({ exp: Math.round(Date.now() / 1000) - 90 });
    const problem = tokenProblem(new JwtRejectedError('expired', 'JWT expired'), token);
    expect(problem.code).toBe('InvalidJWTToken');
    expect(problem.message).toMatch(/^Token has expired (89|90|91) seconds ago$/);
  });

  it('words signatures, missing fields and the rest as Realtime does', () => {
    expect(tokenProblem(new JwtRejectedError('signature', 'x'), 'a.b.c')).toEqual({
      code: 'JwtSignatureError',
      message: 'Failed to validate JWT signature',
    });
    expect(tokenProblem(new TokenRefusedError('missing claim: exp'), 'a.b.c')).toEqual({
      code: 'InvalidJWTToken',
      message: 'Fields `role` and `exp` are required in JWT',
    });
    expect(tokenProblem(new TokenRefusedError('session has ended'), 'a.b.c')).toEqual({
      code: 'InvalidJWTToken',
      message: 'Token refused: session has ended',
    });
    expect(tokenProblem(new JwtRejectedError('malformed', 'x'), 'a.b.c')).toEqual({
      code: 'MalformedJWT',
      message: 'The token provided is not a valid JWT',
    });
  });
});

describe('checkRealtimeToken', () => {
  it('refuses what is not a JWT before verifying, and passes the claims of one that verifies', async () => {
    const verify = (token: string) =>
      token === 'a.b.c'
        ? Promise.resolve({ role: 'anon' as const })
        : Promise.reject(new JwtRejectedError('signature', 'x'));
    expect(await checkRealtimeToken(verify, 'sb_publishable_x', { url: 'http://h/' })).toEqual({
      problem: { code: 'MalformedJWT', message: 'The token provided is not a valid JWT' },
    });
    expect(await checkRealtimeToken(verify, 'a.b.c', { url: 'http://h/' })).toEqual({
      claims: { role: 'anon' },
    });
    expect(await checkRealtimeToken(verify, 'a.b.d', { url: 'http://h/' })).toMatchObject({
      problem: { code: 'JwtSignatureError' },
    });
  });
});
