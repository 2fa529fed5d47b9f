import { invalidParam } from './provider-error.ts';

/**
 * A form-encoded body as Stripe's API reads it: `metadata[order]=7`, `payment_method_types[0]=card`
 * and `card[number]=4242…` become nested objects and arrays; every leaf stays a string (Stripe
 * parses numbers and booleans per parameter). A body that nests inconsistently (`a=1&a[b]=2`),
 * too deep, or with a name JavaScript gives a meaning (`__proto__`, `constructor`, `prototype`)
 * is refused with Stripe's 400 parameter_invalid naming the parameter, before anything is built.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

const maxDepth = 5;

/**
 * Names that would reach Object.prototype through an assignment (`__proto__`, or
 * `constructor[prototype]`). The objects built here have no prototype as well, so no inherited
 * name (`toString[x]`) is read as an earlier parameter either.
 */
const refusedNames = new Set(['__proto__', 'constructor', 'prototype']);

/** A parameter's name as an answer quotes it: enough to find it, never the whole of a long one. */
const quoted = (key: string) => (key.length > 100 ? `${key.slice(0, 100)}…` : key);

function pathOf(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) throw invalidParam(quoted(key), `Invalid parameter name: ${quoted(key)}`);
  const rest = [...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '');
  const path = [match[1] ?? '', ...rest];
  if (path.length > maxDepth) {
    throw invalidParam(
      quoted(key),
      `Invalid parameter: ${quoted(key)} nests more than ${maxDepth} levels.`,
    );
  }
  const refused = path.find((segment) => refusedNames.has(segment));
  if (refused !== undefined) {
    throw invalidParam(
      quoted(key),
      `Invalid parameter name: ${quoted(key)}. No parameter is named __proto__, constructor or prototype.`,
    );
  }
  return path;
}

const newObject = (): FormObject => Object.create(null) as FormObject;

export function parseFormBody(body: string): FormObject {
  const entries = [...new URLSearchParams(body)];
  // Every name is checked before any value is placed.
  const paths = entries.map(([key]) => pathOf(key));
  const root = newObject();
  entries.forEach(([key, value], n) => {
    const path = paths[n] as string[];
    const contradicts = () =>
      invalidParam(quoted(key), `Invalid parameter: ${quoted(key)} contradicts an earlier one.`);
    let node: FormValue = root;
    for (let i = 0; i < path.length; i += 1) {
      const segment = path[i] as string;
      const last = i === path.length - 1;
      if (typeof node === 'string') throw contradicts();
      const container = node as Record<string, FormValue> | FormValue[];
      const index = Array.isArray(container)
        ? segment === ''
          ? container.length
          : /^\d{1,4}$/.test(segment)
            ? Number(segment)
            : -1
        : segment;
      if (index === -1 || index === '') throw contradicts();
      const existing = (container as Record<string | number, FormValue | undefined>)[index];
      if (last) {
        if (existing !== undefined) throw contradicts();
        (container as Record<string | number, FormValue>)[index] = value;
      } else {
        const next = path[i + 1] as string;
        const wantsArray = next === '' || /^\d+$/.test(next);
        if (existing === undefined) {
          const created: FormValue = wantsArray ? [] : newObject();
          (container as Record<string | number, FormValue>)[index] = created;
          node = created;
        } else if (typeof existing === 'string' || Array.isArray(existing) !== wantsArray) {
          throw contradicts();
        } else {
          node = existing;
        }
      }
    }
  });
  return root;
}
