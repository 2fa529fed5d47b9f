import type { Preferences } from '../query-ast.ts';
import { RestError } from '../rest-error.ts';
import type { DatabaseFunction } from '../schema/schema-types.ts';

/**
 * The most rows a function call may give (`Prefer: handling=strict, max-affected=N`), or
 * undefined when not limited. PostgREST counts the rows a call returns, so only a function
 * returning SETOF or TABLE can be limited; any other is refused before it runs (PGRST128).
 */
export function rpcMaxAffected(fn: DatabaseFunction, preferences: Preferences): number | undefined {
  if (preferences.handling !== 'strict' || preferences.maxAffected === undefined) return undefined;
  if (!fn.returnsSet) {
    throw new RestError({
      status: 400,
      code: 'PGRST128',
      message:
        'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    });
  }
  return preferences.maxAffected;
}
