import { describe, expect, it } from 'vitest';
import { allowedValues, allowedValuesByColumn } from './allowed-values.ts';

describe('allowedValues', () => {
  it('reads the list of a `column in (...)` check as PostgreSQL prints it', () => {
    expect(allowedValues("CHECK ((kind = ANY (ARRAY['private'::text, 'group'::text])))")).toEqual([
      'private',
      'group',
    ]);
    expect(allowedValues("CHECK ((note = ANY (ARRAY['it''s'::text, 'a, b'::text])))")).toEqual([
      "it's",
      'a, b',
    ]);
  });

  it('ignores every other check', () => {
    expect(allowedValues('CHECK ((capacity > 0))')).toBeNull();
    expect(allowedValues('CHECK ((weekday = ANY (ARRAY[1, 2])))')).toBeNull();
    expect(allowedValues('CHECK ((tenant_id IN ( SELECT app.owner_tenants())))')).toBeNull();
  });
});

describe('allowedValuesByColumn', () => {
  it('keys the lists by relation and column', () => {
    const checks = [
      {
        relation: 'services',
        column: 'kind',
        definition: "CHECK ((kind = ANY (ARRAY['a'::text])))",
      },
      { relation: 'services', column: 'capacity', definition: 'CHECK ((capacity > 0))' },
    ];
    expect([...allowedValuesByColumn(checks)]).toEqual([['services.kind', ['a']]]);
  });
});
