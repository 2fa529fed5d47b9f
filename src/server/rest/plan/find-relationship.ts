import { RestError } from '../rest-error.ts';
import { compareRelationships } from './relationship-order.ts';
import {
  qualifiedKey,
  type QualifiedName,
  type Relationship,
  type SchemaCache,
} from '../schema/schema-types.ts';

const isSelf = (relationship: Relationship) =>
  qualifiedKey(relationship.origin) === qualifiedKey(relationship.target);

function matches(
  relationship: Relationship,
  target: string,
  hint: string | undefined,
  involvesView: boolean,
): boolean {
  if (relationship.kind === 'computed') return false;
  if (relationship.kind === 'many-to-many') {
    return (
      relationship.target.name === target &&
      (hint === undefined ||
        hint === relationship.junction.name ||
        hint === relationship.originConstraint ||
        hint === relationship.targetConstraint)
    );
  }
  const [[originColumn, targetColumn] = ['', '']] = relationship.columns;
  const singleColumn = relationship.columns.length === 1;
  // The FK column named on the side that holds it: `messages?select=username(*)`.
  const fkColumnOnOrigin = relationship.fkOnOrigin && singleColumn ? originColumn : undefined;
  if (hint === undefined) {
    if (isSelf(relationship)) {
      // On a self reference, `t(*)` means the children and `<fk column>(*)` the parent.
      return relationship.fkOnOrigin
        ? target === fkColumnOnOrigin
        : target === relationship.target.name;
    }
    // Constraint and column names pick relationships between tables only, not their copies
    // onto views, which share the constraint.
    return (
      relationship.target.name === target ||
      (!involvesView && (relationship.constraint === target || target === fkColumnOnOrigin))
    );
  }
  if (relationship.target.name !== target) return false;
  if (isSelf(relationship)) {
    // Only the FK column picks a self reference, and then it means the children.
    return !relationship.fkOnOrigin && singleColumn && hint === targetColumn;
  }
  return (
    hint === relationship.constraint ||
    (singleColumn && (hint === originColumn || hint === targetColumn))
  );
}

/** One entry of PGRST201's details: always origin first, as PostgREST writes it. */
function describeCardinality(relationship: Exclude<Relationship, { kind: 'computed' }>) {
  const embedding = `${relationship.origin.name} with ${relationship.target.name}`;
  if (relationship.kind === 'many-to-many') {
    const columns = (pairs: [string, string][]) => pairs.map(([column]) => column).join(', ');
    return {
      cardinality: relationship.kind,
      embedding,
      relationship: `${relationship.junction.name} using ${relationship.originConstraint}(${columns(relationship.originColumns)}) and ${relationship.targetConstraint}(${columns(relationship.targetColumns)})`,
    };
  }
  const side = (index: 0 | 1) => relationship.columns.map((pair) => pair[index]).join(', ');
  return {
    cardinality: relationship.kind,
    embedding,
    relationship: `${relationship.constraint} using ${relationship.origin.name}(${side(0)}) and ${relationship.target.name}(${side(1)})`,
  };
}

/**
 * The one relationship `origin` has to the embed `target[!hint]` (contract section 5.7):
 * none is PGRST200, several is PGRST201 with the choices and the hints that pick each.
 */
export function findRelationship(
  cache: SchemaCache,
  origin: QualifiedName,
  target: string,
  hint: string | undefined,
): Relationship {
  const all = cache.relationships.get(qualifiedKey(origin)) ?? [];
  // A function named like the embed overrides any foreign key relationship of that name.
  const computed = all.find(
    (relationship) =>
      relationship.kind === 'computed' &&
      relationship.function.name === target &&
      relationship.target.schema === origin.schema,
  );
  if (computed) return computed;
  const isView = (name: QualifiedName) => cache.tables.get(qualifiedKey(name))?.kind === 'view';
  const candidates = all.filter(
    (relationship): relationship is Exclude<Relationship, { kind: 'computed' }> =>
      relationship.target.schema === origin.schema &&
      matches(
        relationship,
        target,
        hint,
        isView(relationship.origin) || isView(relationship.target),
      ),
  );
  const [only] = candidates;
  if (only && candidates.length === 1) return only;
  if (candidates.length === 0) {
    const using = hint === undefined ? '' : ` using the hint '${hint}'`;
    throw new RestError({
      status: 400,
      code: 'PGRST200',
      message: `Could not find a relationship between '${origin.name}' and '${target}' in the schema cache`,
      details: `Searched for a foreign key relationship between '${origin.name}' and '${target}'${using} in the schema '${origin.schema}', but no matches were found.`,
    });
  }
  candidates.sort(compareRelationships);
  const hints = candidates.map((relationship) =>
    relationship.kind === 'many-to-many'
      ? `'${target}!${relationship.junction.name}'`
      : `'${target}!${relationship.constraint}'`,
  );
  throw new RestError({
    status: 300,
    code: 'PGRST201',
    message: `Could not embed because more than one relationship was found for '${origin.name}' and '${target}'`,
    details: candidates.map(describeCardinality),
    hint: `Try changing '${target}' to one of the following: ${hints.join(', ')}. Find the desired relationship in the 'details' key.`,
  });
}

export function isToOne(relationship: Relationship): boolean {
  if (relationship.kind === 'computed') return relationship.toOne;
  return relationship.kind === 'many-to-one' || relationship.kind === 'one-to-one';
}
