import { describe, expect, it } from 'vitest';
import { afterClientSignInPath, afterSignInPath } from './auth-areas';

describe('afterSignInPath', () => {
  it('returns to the screen the guard came from', () => {
    expect(afterSignInPath('/t/clients/?q=ann', 'tenant')).toBe('/t/clients/?q=ann');
  });

  it('goes to the area home without a redirect or for one that leaves the app', () => {
    expect(afterSignInPath(undefined, 'client')).toBe('/client-access');
    expect(afterSignInPath('https://evil.example/', 'tenant')).toBe('/t');
    expect(afterSignInPath('//evil.example/', 'tenant')).toBe('/t');
    expect(afterSignInPath('/\\evil.example/', 'tenant')).toBe('/t');
  });
});

describe('afterClientSignInPath', () => {
  it('joins the business of the link the client came by', () => {
    expect(afterClientSignInPath(undefined, 'sunrise-yoga')).toBe(
      '/client-access/onboarding/?tenant=sunrise-yoga',
    );
    expect(afterClientSignInPath(undefined, 'a&b')).toBe('/client-access/onboarding/?tenant=a%26b');
  });

  it("prefers the guard's redirect, and goes home without either", () => {
    expect(afterClientSignInPath('/client-access/documents', 'sunrise-yoga')).toBe(
      '/client-access/documents',
    );
    expect(afterClientSignInPath(undefined, undefined)).toBe('/client-access');
    expect(afterClientSignInPath(undefined, '')).toBe('/client-access');
  });
});
