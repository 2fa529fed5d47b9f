import { qualifiedKey, type Relationship } from '../schema/schema-types.ts';

type Key = (string | number | boolean | Key)[];

// PostgREST keeps each table's relationships sorted by its Haskell types' derived order, and
// lists ambiguous ones (PGRST201) in that order: target, self reference, then the cardinality
// in the order one-to-many, many-to-one, one-to-one, many-to-many, then constraint and columns.
const cardinalities = ['one-to-many', 'many-to-one', 'one-to-one', 'many-to-many', 'computed'];

function sortKey(relationship: Relationship): Key {
  const { origin, target } = relationship;
  const common: Key = [
    target.schema,
    target.name,
    qualifiedKey(origin) === qualifiedKey(target),
    cardinalities.indexOf(relationship.kind),
  ];
  if (relationship.kind === 'computed') {
    return [...common, relationship.function.schema, relationship.function.name];
  }
  if (relationship.kind === 'many-to-many') {
    const swapped = (pairs: [string, string][]) =>
      pairs.map(([junction, other]) => [other, junction]);
    return [
      ...common,
      relationship.junction.schema,
      relationship.junction.name,
      relationship.originConstraint,
      relationship.targetConstraint,
      swapped(relationship.originColumns),
      swapped(relationship.targetColumns),
    ];
  }
  return [...common, relationship.constraint, relationship.columns, !relationship.fkOnOrigin];
}

function compareKeys(a: Key, b: Key): number {
  for (const [index, left] of a.entries()) {
    if (index >= b.length) return 1;
    const right = b[index];
    const order =
      Array.isArray(left) && Array.isArray(right)
        ? compareKeys(left, right)
        : left === right
          ? 0
          : (left as string) < (right as string)
            ? -1
            : 1;
    if (order !== 0) return order;
  }
  return a.length < b.length ? -1 : 0;
}

export function compareRelationships(a: Relationship, b: Relationship): number {
  return compareKeys(sortKey(a), sortKey(b));
}
