import { describe, expect, it } from 'vitest';
import { bindingWants, parseBinding, parseFilter } from './change-binding.ts';

describe('parseFilter', () => {
  it('reads and-ed conditions, negation, and in-lists with quotes and commas', () => {
    expect(parseFilter('amount=gte.3,title=not.in.(a,"b,c",d)')).toEqual([
      { column: 'amount', operator: 'gte', negated: false, values: ['3'] },
      { column: 'title', operator: 'in', negated: true, values: ['a', 'b,c', 'd'] },
    ]);
    expect(parseFilter('')).toEqual([]);
    expect(parseFilter('id=eq.a=b')).toEqual([
      { column: 'id', operator: 'eq', negated: false, values: ['a=b'] },
    ]);
  });

  it('refuses what Realtime cannot parse, as Realtime words it', () => {
    expect(parseFilter('amount')).toEqual({
      error: 'Error parsing `filter` params: ["amount",""]',
    });
    expect(parseFilter('amount=like.x')).toHaveProperty('error');
    expect(parseFilter('amount=in.1,2')).toHaveProperty('error');
  });
});

describe('parseBinding', () => {
  it('takes event, table and filter, a missing schema meaning public', () => {
    expect(parseBinding({ event: 'insert', table: 'notes', filter: 'id=eq.1' }, 7)).toEqual({
      id: 7,
      event: 'INSERT',
      table: 'notes',
      conditions: [{ column: 'id', operator: 'eq', negated: false, values: ['1'] }],
    });
    expect(parseBinding({ event: 'odd', schema: 'public' }, 1)).toMatchObject({
      event: '*',
      table: undefined,
    });
  });

  it('refuses other schemas and empty params', () => {
    expect(parseBinding({ schema: 'auth', table: 'users' }, 1)).toHaveProperty('error');
    expect(parseBinding({ event: '*' }, 1)).toHaveProperty('error');
  });

  it('wants its table and event only', () => {
    const binding = parseBinding({ event: 'UPDATE', schema: 'public', table: 'notes' }, 1);
    if ('error' in binding) throw new Error(binding.error);
    expect(bindingWants(binding, 'notes', 'UPDATE')).toBe(true);
    expect(bindingWants(binding, 'notes', 'INSERT')).toBe(false);
    expect(bindingWants(binding, 'other', 'UPDATE')).toBe(false);
  });
});
