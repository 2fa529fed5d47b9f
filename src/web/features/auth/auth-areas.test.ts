import { describe, expect, it } from 'vitest';
import { afterSignInPath } from './auth-areas';

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
