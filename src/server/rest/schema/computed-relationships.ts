import {
  qualifiedKey,
  type ComputedRelationship,
  type DatabaseFunction,
  type Table,
} from './schema-types.ts';

/**
 * PostgREST's computed relationships: every function of exactly one parameter whose type is the
 * row type of an exposed table or view, returning rows of an exposed table or view. It is to-one
 * when it returns a single row or is declared `ROWS 1`, to-many otherwise.
 */
export function computedRelationships(
  functions: DatabaseFunction[],
  tables: Map<string, Table>,
): ComputedRelationship[] {
  return functions.flatMap((fn) => {
    const [parameter] = fn.parameters;
    if (fn.parameters.length !== 1 || !parameter || !fn.returnsRowsOf) return [];
    const origin = tables.get(parameter.type);
    const target = tables.get(qualifiedKey(fn.returnsRowsOf));
    if (!origin || !target) return [];
    return [
      {
        kind: 'computed',
        origin: { schema: origin.schema, name: origin.name },
        target: { schema: target.schema, name: target.name },
        function: { schema: fn.schema, name: fn.name },
        toOne: !fn.returnsSet || fn.rowsEstimate === 1,
      },
    ];
  });
}
