import { describe, expect, it } from 'vitest';
import { parseFilter, type Condition } from './change-binding.ts';
import { rowPasses } from './change-filter.ts';

const types = new Map([
  ['amount', 'int4'],
  ['title', 'text'],
  ['paid', 'bool'],
  ['due', 'timestamptz'],
]);
const conditions = (filter: string) => parseFilter(filter) as Condition[];
const passes = (filter: string, row: Record<string, unknown>) =>
  rowPasses(conditions(filter), row, types);

describe('rowPasses', () => {
  it('compares numbers as numbers, not as text', () => {
    expect(passes('amount=lt.10', { amount: 9 })).toBe(true);
    expect(passes('amount=gt.10', { amount: 9 })).toBe(false);
    expect(passes('amount=eq.9.0', { amount: 9 })).toBe(true);
  });

  it('compares times as instants and booleans as booleans', () => {
    expect(passes('due=gte.2026-01-01T00:00:00Z', { due: '2026-01-01T01:00:00+01:00' })).toBe(true);
    expect(passes('due=lt.2026-01-01', { due: '2026-03-01T00:00:00+00:00' })).toBe(false);
    expect(passes('paid=eq.true', { paid: true })).toBe(true);
    expect(passes('paid=eq.false', { paid: true })).toBe(false);
  });

  it('never matches a null, negated or not', () => {
    expect(passes('title=neq.a', { title: null })).toBe(false);
    expect(passes('title=not.eq.a', { title: null })).toBe(false);
    expect(passes('title=not.eq.a', { title: 'b' })).toBe(true);
  });

  it('needs every condition, and in any of its values', () => {
    expect(passes('title=in.(a,b),amount=gte.2', { title: 'b', amount: 2 })).toBe(true);
    expect(passes('title=in.(a,b),amount=gte.2', { title: 'c', amount: 2 })).toBe(false);
    expect(rowPasses([], null, types)).toBe(false);
  });
});
