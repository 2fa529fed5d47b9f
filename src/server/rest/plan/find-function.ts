import { RestError } from '../rest-error.ts';
import type { DatabaseFunction, SchemaCache } from '../schema/schema-types.ts';
import { closestMatch } from './fuzzy-match.ts';

/**
 * What a POST body is, by its Content-Type: a JSON object of arguments, or a raw text, XML or
 * binary body that only a function of one unnamed parameter of that type can take.
 */
export type RpcBody = 'json' | 'text' | 'xml' | 'binary';

/** The unnamed parameter type that takes each kind of body whole. */
const wholeBodyTypes: Record<RpcBody, string[]> = {
  json: ['json', 'jsonb'],
  text: ['text'],
  xml: ['xml'],
  binary: ['bytea'],
};

export interface FunctionChoice {
  fn: DatabaseFunction;
  /** The function takes the whole body as its single unnamed parameter. */
  wholeBody: boolean;
}

const signature = (fn: DatabaseFunction) =>
  `${fn.schema}.${fn.name}(${fn.parameters.map((parameter) => `${parameter.name} => ${parameter.type}`).join(', ')})`;

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * PostgREST's order of overloads (it lists ambiguous candidates in it): fewer parameters first,
 * then the parameters' names and types, then the return type.
 */
export function compareOverloads(a: DatabaseFunction, b: DatabaseFunction): number {
  if (a.parameters.length !== b.parameters.length) {
    return a.parameters.length - b.parameters.length;
  }
  for (const [index, left] of a.parameters.entries()) {
    const right = b.parameters[index];
    if (!right) break;
    const order = compareText(left.name, right.name) || compareText(left.type, right.type);
    if (order !== 0) return order;
  }
  return compareText(a.returnType, b.returnType);
}

/** Every supplied name is a parameter and every parameter without a default is supplied. */
function takes(fn: DatabaseFunction, argumentNames: string[], body: RpcBody | undefined) {
  if (fn.parameters.length === 0 && body !== undefined && body !== 'json') return false;
  return (
    argumentNames.every((argument) =>
      fn.parameters.some((parameter) => parameter.name === argument),
    ) &&
    fn.parameters.every(
      (parameter) => parameter.hasDefault || argumentNames.includes(parameter.name),
    )
  );
}

function takesWholeBody(fn: DatabaseFunction, body: RpcBody | undefined) {
  const [only] = fn.parameters;
  return (
    body !== undefined &&
    fn.parameters.length === 1 &&
    only?.name === '' &&
    wholeBodyTypes[body].includes(only.type)
  );
}

/**
 * The function called with these argument names (contract section 4). `body` is undefined for
 * GET and HEAD. Functions whose parameters fit the names win; only when none does, a function
 * of one unnamed parameter of the body's type receives the whole body. More than one candidate
 * is PGRST203, none PGRST202, both worded and ordered as PostgREST 14 does.
 */
export function findFunction(
  cache: SchemaCache,
  schema: string,
  name: string,
  argumentNames: string[],
  body: RpcBody | undefined,
): FunctionChoice {
  const overloads = [...(cache.functions.get(`${schema}.${name}`) ?? [])].sort(compareOverloads);
  const named = overloads.filter((fn) => takes(fn, argumentNames, body));
  const whole = named.length > 0 ? [] : overloads.filter((fn) => takesWholeBody(fn, body));
  const candidates = named.length > 0 ? named : whole;
  const [only] = candidates;
  if (only && candidates.length === 1) return { fn: only, wholeBody: named.length === 0 };
  if (candidates.length > 1) {
    throw new RestError({
      status: 300,
      code: 'PGRST203',
      message: `Could not choose the best candidate function between: ${candidates.map(signature).join(', ')}`,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    });
  }
  throw functionNotFound(cache, schema, name, argumentNames, body, overloads);
}

function functionNotFound(
  cache: SchemaCache,
  schema: string,
  name: string,
  argumentNames: string[],
  body: RpcBody | undefined,
  overloads: DatabaseFunction[],
): RestError {
  const qualified = `${schema}.${name}`;
  const sorted = [...new Set(argumentNames)].sort();
  const rawBody = body !== undefined && body !== 'json';
  const listed = sorted.length === 0 ? ' without parameters' : `(${sorted.join(', ')})`;
  const searched =
    sorted.length === 0
      ? ' without parameters'
      : ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`;
  const details = rawBody
    ? ` with a single unnamed ${wholeBodyTypes[body][0]} parameter`
    : `${searched}${body === 'json' ? ' or with a single unnamed json/jsonb parameter' : ''}`;
  return new RestError({
    status: 404,
    code: 'PGRST202',
    message: `Could not find the function ${qualified}${rawBody ? '' : listed} in the schema cache`,
    details: `Searched for the function ${qualified}${details}, but no matches were found in the schema cache.`,
    hint: rawBody ? null : perhapsFunction(cache, schema, name, sorted, overloads),
  });
}

/** PostgREST's hint: a function of a similar name, or the closest parameter list of this one. */
function perhapsFunction(
  cache: SchemaCache,
  schema: string,
  name: string,
  sortedNames: string[],
  overloads: DatabaseFunction[],
): string | null {
  const list = (names: string[]) => `(${[...names].sort().join(', ')})`;
  const suggestion =
    overloads.length === 0
      ? closestMatch(
          name,
          [...cache.functions.values()]
            .flat()
            .filter((fn) => fn.schema === schema)
            .map((fn) => fn.name),
          0.75,
        )
      : closestMatch(
          list(sortedNames),
          overloads.map((fn) => list(fn.parameters.map((parameter) => parameter.name))),
          0.33,
        );
  if (suggestion === undefined) return null;
  return `Perhaps you meant to call the function ${schema}.${overloads.length === 0 ? '' : name}${suggestion}`;
}
