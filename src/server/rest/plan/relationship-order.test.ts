import { describe, expect, it } from 'vitest';
import type { Relationship } from '../schema/schema-types.ts';
import { compareRelationships } from './relationship-order.ts';

const table = (name: string) => ({ schema: 'public', name });
const plain = (
  kind: 'many-to-one' | 'one-to-many' | 'one-to-one',
  constraint: string,
  target = 'departments',
): Extract<Relationship, { fkOnOrigin: boolean }> => ({
  kind,
  origin: table('agents'),
  target: table(target),
  constraint,
  columns: [['id', 'id']],
  fkOnOrigin: kind !== 'one-to-many',
});

describe('compareRelationships', () => {
  it('orders by target, then cardinality, then constraint name', () => {
    const sorted = [
      plain('one-to-one', 'a_fkey'),
      plain('many-to-one', 'z_fkey'),
      plain('many-to-one', 'b_fkey'),
      plain('one-to-many', 'y_fkey'),
      plain('many-to-one', 'a_fkey', 'buildings'),
    ].sort(compareRelationships);
    expect(sorted.map((item) => `${item.target.name} ${item.kind} ${item.constraint}`)).toEqual([
      'buildings many-to-one a_fkey',
      'departments one-to-many y_fkey',
      'departments many-to-one b_fkey',
      'departments many-to-one z_fkey',
      'departments one-to-one a_fkey',
    ]);
  });
});
