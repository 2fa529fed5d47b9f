import { describe, expect, it } from 'vitest';
import { validateAuthSearch } from './auth-search';

describe('validateAuthSearch', () => {
  it('keeps redirect and tenant as text, whatever the router parsed', () => {
    expect(validateAuthSearch({ redirect: '/t/clients/', tenant: 123 })).toEqual({
      redirect: '/t/clients/',
      tenant: '123',
    });
    expect(validateAuthSearch({ tenant: { x: 1 } })).toEqual({});
  });
});
