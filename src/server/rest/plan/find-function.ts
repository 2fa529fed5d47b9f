import { RestError } from '../rest-error.ts';
import type { DatabaseFunction, SchemaCache } from '../schema/schema-types.ts';

export interface FunctionChoice {
  fn: DatabaseFunction;
  /** The function takes the whole JSON body as its single unnamed parameter. */
  wholeBody: boolean;
}

const signature = (fn: DatabaseFunction) =>
  `${fn.schema}.${fn.name}(${fn.parameters.map((parameter) => `${parameter.name} => ${parameter.type}`).join(', ')})`;

/**
 * The function called with these argument names (contract section 4): every supplied name is a
 * parameter and every parameter without a default is supplied. Failing that, a function with a
 * single unnamed json/jsonb parameter receives the whole body.
 */
export function findFunction(
  cache: SchemaCache,
  schema: string,
  name: string,
  argumentNames: string[],
  jsonBody: boolean,
): FunctionChoice {
  const overloads = cache.functions.get(`${schema}.${name}`) ?? [];
  const matching = overloads.filter(
    (fn) =>
      argumentNames.every((argument) =>
        fn.parameters.some((parameter) => parameter.name === argument),
      ) &&
      fn.parameters.every(
        (parameter) => parameter.hasDefault || argumentNames.includes(parameter.name),
      ),
  );
  const [only] = matching;
  if (only && matching.length === 1) return { fn: only, wholeBody: false };
  if (matching.length > 1) {
    throw new RestError({
      status: 300,
      code: 'PGRST203',
      message: `Could not choose the best candidate function between: ${matching.map(signature).join(', ')}`,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    });
  }
  const wholeBody = overloads.find(
    (fn) =>
      fn.parameters.length === 1 &&
      fn.parameters[0]?.name === '' &&
      (fn.parameters[0].type === 'json' || fn.parameters[0].type === 'jsonb'),
  );
  if (wholeBody && jsonBody) return { fn: wholeBody, wholeBody: true };

  const sorted = [...argumentNames].sort();
  const withParameters =
    sorted.length === 0
      ? `${schema}.${name} without parameters`
      : `${schema}.${name}(${sorted.join(', ')})`;
  const searched =
    sorted.length === 0 ? 'without parameters' : `with parameter(s) ${sorted.join(', ')}`;
  throw new RestError({
    status: 404,
    code: 'PGRST202',
    message: `Could not find the function ${withParameters} in the schema cache`,
    details: `Searched for the function ${schema}.${name} ${searched}${jsonBody ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
  });
}
