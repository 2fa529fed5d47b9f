import { describe, expect, it } from 'vitest';
import { validateServiceDetailSearch, validateServiceListSearch } from './service-search';

describe('service search params', () => {
  it('keeps what makes sense and drops the rest', () => {
    expect(validateServiceListSearch({ q: 'yin', kind: 'group', status: 'all', page: 2 })).toEqual({
      q: 'yin',
      kind: 'group',
      status: 'all',
      page: 2,
    });
    expect(validateServiceListSearch({ q: 123, kind: 'solo', status: 1, page: -1 })).toEqual({
      q: '123',
      kind: undefined,
      status: undefined,
      page: undefined,
    });
    expect(validateServiceDetailSearch({ tab: 'options' })).toEqual({ tab: 'options' });
    expect(validateServiceDetailSearch({ tab: 'nothing' })).toEqual({ tab: undefined });
  });
});
