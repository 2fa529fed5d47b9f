import { describe, expect, it } from 'vitest';
import { defaultClientListSearch, validateClientListSearch } from './client-list-search';

describe('validateClientListSearch', () => {
  it('gives the defaults for an empty address', () => {
    expect(validateClientListSearch({})).toEqual({
      q: '',
      balance: 'any',
      credits: false,
      status: 'active',
      tag: '',
      sort: 'name',
      page: 1,
    });
    expect(defaultClientListSearch.page).toBe(1);
  });

  it('keeps what is valid and replaces what is not', () => {
    expect(
      validateClientListSearch({
        q: 'chris',
        balance: 'owing',
        credits: true,
        status: 'bogus',
        sort: 'balance',
        page: -3,
      }),
    ).toMatchObject({
      q: 'chris',
      balance: 'owing',
      credits: true,
      status: 'active',
      sort: 'balance',
      page: 1,
    });
  });

  it('takes digits the router read as a number as text', () => {
    expect(validateClientListSearch({ q: 7700, tag: 2024 })).toMatchObject({
      q: '7700',
      tag: '2024',
    });
  });
});
