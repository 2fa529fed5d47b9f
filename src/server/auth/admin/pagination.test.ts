import { describe, expect, it } from 'vitest';
import { paginationLink, parsePage } from './pagination.ts';

describe('admin pagination', () => {
  it('defaults to page 1 of 50 and refuses nonsense', () => {
    expect(parsePage(undefined, undefined)).toEqual({ page: 1, perPage: 50 });
    expect(parsePage('3', '10')).toEqual({ page: 3, perPage: 10 });
    expect(parsePage('', '')).toEqual({ page: 1, perPage: 50 });
    expect(parsePage('2', '')).toEqual({ page: 2, perPage: 50 });
    expect(() => parsePage('-1', undefined)).toThrow(/^Bad Pagination Parameters/);
    expect(() => parsePage('1', 'all')).toThrow(/^Bad Pagination Parameters/);
  });

  it('links the next and the last page, page first', () => {
    expect(paginationLink('/admin/users', { page: 1, perPage: 2 }, 5)).toBe(
      '</admin/users?page=2&per_page=2>; rel="next", </admin/users?page=3&per_page=2>; rel="last"',
    );
    expect(paginationLink('/admin/users', { page: 3, perPage: 2 }, 5)).toBe(
      '</admin/users?page=3&per_page=2>; rel="last"',
    );
  });
});
