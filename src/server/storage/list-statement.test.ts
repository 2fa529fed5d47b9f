import { describe, expect, it } from 'vitest';
import { listStatement, parseListOptions } from './list-statement.ts';
import { StorageError } from './storage-error.ts';

describe('parseListOptions', () => {
  it('fills in what supabase-js leaves out', () => {
    expect(parseListOptions({ prefix: 'a' })).toEqual({
      prefix: 'a',
      limit: 100,
      offset: 0,
      search: '',
      sortBy: { column: 'name', order: 'asc' },
    });
  });

  it('refuses columns it cannot sort by, naming the field', () => {
    const refused = (() => {
      try {
        return parseListOptions({ sortBy: { column: 'id; drop table x' } });
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(StorageError);
    expect((refused as StorageError).message).toMatch(/^body\/sortBy\/column/);
  });
});

describe('listStatement', () => {
  it('lists inside the prefix as a folder, with search as an escaped name prefix', () => {
    const { sql, params } = listStatement(
      'b',
      parseListOptions({ prefix: '/t/c/', search: '50%_off', limit: 10, offset: 20 }),
    );
    expect(params).toEqual(['b', 4, 't/c/', '50\\%\\_off%', 10, 20]);
    expect(sql).toMatch(/order by name collate "C" asc\s+limit \$5 offset \$6$/);
  });

  it('sorts by a date with folders last', () => {
    const { sql } = listStatement(
      'b',
      parseListOptions({ sortBy: { column: 'updated_at', order: 'DESC' } }),
    );
    expect(sql).toContain('order by updated_at desc nulls last, name collate "C" asc');
  });
});
