import type { Condition } from './change-binding.ts';

/**
 * Whether a recorded row passes a subscription's filter (reference/realtime.md §3.3). Realtime
 * compares after casting both sides to the column's type; here the row is JSON, so the column's
 * type (pg_type.typname) picks how: numbers as numbers, times as instants, booleans as
 * booleans, the rest as text. A null never matches, as in SQL.
 */

const numeric = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid', 'money']);
const temporal = new Set(['timestamptz', 'timestamp', 'date']);

/** Negative, zero or positive as in SQL; undefined when the two cannot be compared. */
function compare(value: unknown, wanted: string, type: string | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (type !== undefined && numeric.has(type)) {
    const [a, b] = [Number(value), Number(wanted)];
    return Number.isNaN(a) || Number.isNaN(b) ? undefined : a - b;
  }
  if (type === 'bool') {
    const a = value === true || value === 't' || value === 'true';
    const b = ['t', 'true', 'y', 'yes', 'on', '1'].includes(wanted.toLowerCase());
    return Number(a) - Number(b);
  }
  if (type !== undefined && temporal.has(type)) {
    const [a, b] = [Date.parse(String(value)), Date.parse(wanted)];
    return Number.isNaN(a) || Number.isNaN(b) ? undefined : a - b;
  }
  const a = typeof value === 'string' ? value : JSON.stringify(value);
  return a < wanted ? -1 : a > wanted ? 1 : 0;
}

function holds(condition: Condition, value: unknown, type: string | undefined): boolean {
  const sign = (wanted: string) => compare(value, wanted, type);
  const first = condition.values[0] ?? '';
  switch (condition.operator) {
    case 'eq':
      return sign(first) === 0;
    case 'neq': {
      const result = sign(first);
      return result !== undefined && result !== 0;
    }
    case 'lt':
      return (sign(first) ?? 0) < 0;
    case 'lte':
      return (sign(first) ?? 1) <= 0;
    case 'gt':
      return (sign(first) ?? 0) > 0;
    case 'gte':
      return (sign(first) ?? -1) >= 0;
    case 'in':
      return condition.values.some((wanted) => sign(wanted) === 0);
  }
}

/** All conditions hold for the row; `types` maps its columns to their type names. */
export function rowPasses(
  conditions: Condition[],
  row: Record<string, unknown> | null | undefined,
  types: ReadonlyMap<string, string>,
): boolean {
  if (row === null || row === undefined) return false;
  return conditions.every((condition) => {
    const value = row[condition.column];
    const result = holds(condition, value, types.get(condition.column));
    // `not.` negates, but a null stays unmatched (SQL's three-valued logic).
    if (!condition.negated) return result;
    return value !== null && value !== undefined && !result;
  });
}
