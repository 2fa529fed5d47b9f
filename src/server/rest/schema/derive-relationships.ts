import { qualifiedKey, type QualifiedName, type Relationship } from './schema-types.ts';

export interface ForeignKey {
  constraint: string;
  origin: QualifiedName;
  target: QualifiedName;
  /** [origin column, target column], in constraint order. */
  columns: [string, string][];
}

export interface KeyConstraint {
  table: QualifiedName;
  kind: 'primary' | 'unique';
  columns: string[];
}

/** A view showing columns of a base table: view column → base column. */
export interface ViewLineage {
  view: QualifiedName;
  base: QualifiedName;
  columns: Map<string, string>;
}

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && a.every((column) => b.includes(column));

/**
 * Every relationship PostgREST would detect (contract section 5.7): each foreign key gives a
 * many-to-one (one-to-one when its columns are exactly a primary or unique key) and its inverse;
 * a junction table whose two foreign keys lie inside its primary key gives a many-to-many both
 * ways; and each is copied onto the views that show all of its columns.
 */
export function deriveRelationships(
  foreignKeys: ForeignKey[],
  keys: KeyConstraint[],
  lineage: ViewLineage[],
): Relationship[] {
  const keysOf = (table: QualifiedName) =>
    keys.filter((key) => qualifiedKey(key.table) === qualifiedKey(table));
  const relationships: Relationship[] = [];

  for (const fk of viewCopies(foreignKeys, lineage)) {
    const originColumns = fk.columns.map(([origin]) => origin);
    const oneToOne = keysOf(fk.origin).some((key) => sameSet(key.columns, originColumns));
    relationships.push(
      {
        kind: oneToOne ? 'one-to-one' : 'many-to-one',
        origin: fk.origin,
        target: fk.target,
        constraint: fk.constraint,
        columns: fk.columns,
        fkOnOrigin: true,
      },
      {
        kind: oneToOne ? 'one-to-one' : 'one-to-many',
        origin: fk.target,
        target: fk.origin,
        constraint: fk.constraint,
        columns: fk.columns.map(([origin, target]) => [target, origin]),
        fkOnOrigin: false,
      },
    );
  }

  for (const junction of new Set(foreignKeys.map((fk) => qualifiedKey(fk.origin)))) {
    const primaryKey = keys.find(
      (key) => key.kind === 'primary' && qualifiedKey(key.table) === junction,
    );
    if (!primaryKey) continue;
    const fks = foreignKeys.filter((fk) => qualifiedKey(fk.origin) === junction);
    for (const first of fks) {
      for (const second of fks) {
        if (first === second) continue;
        const used = [...first.columns, ...second.columns].map(([column]) => column);
        if (!used.every((column) => primaryKey.columns.includes(column))) continue;
        relationships.push({
          kind: 'many-to-many',
          origin: first.target,
          target: second.target,
          junction: first.origin,
          originConstraint: first.constraint,
          targetConstraint: second.constraint,
          originColumns: first.columns,
          targetColumns: second.columns,
        });
      }
    }
  }
  return relationships;
}

/** The foreign keys, plus a copy for each view (or pair of views) that shows all their columns. */
function viewCopies(foreignKeys: ForeignKey[], lineage: ViewLineage[]): ForeignKey[] {
  const viewsShowing = (table: QualifiedName, columns: string[]) =>
    lineage.flatMap(({ view, base, columns: shown }) => {
      if (qualifiedKey(base) !== qualifiedKey(table)) return [];
      const byBase = new Map(
        [...shown].map(([viewColumn, baseColumn]) => [baseColumn, viewColumn]),
      );
      if (!columns.every((column) => byBase.has(column))) return [];
      return [{ view, rename: (column: string) => byBase.get(column) ?? column }];
    });

  return foreignKeys.flatMap((fk) => {
    const origins = [
      { table: fk.origin, rename: (column: string) => column },
      ...viewsShowing(
        fk.origin,
        fk.columns.map(([origin]) => origin),
      ).map(({ view, rename }) => ({ table: view, rename })),
    ];
    const targets = [
      { table: fk.target, rename: (column: string) => column },
      ...viewsShowing(
        fk.target,
        fk.columns.map(([, target]) => target),
      ).map(({ view, rename }) => ({ table: view, rename })),
    ];
    return origins.flatMap((origin) =>
      targets.map((target) => ({
        constraint: fk.constraint,
        origin: origin.table,
        target: target.table,
        columns: fk.columns.map(
          ([o, t]) => [origin.rename(o), target.rename(t)] as [string, string],
        ),
      })),
    );
  });
}
