/**
 * A form-encoded body as Stripe's API reads it: `metadata[order]=7`, `payment_method_types[0]=card`
 * and `card[number]=4242…` become nested objects and arrays; every leaf stays a string (Stripe
 * parses numbers and booleans per parameter). Returns null for a body that nests inconsistently
 * (`a=1&a[b]=2`) or too deep, which the test provider refuses as Stripe does, with a 400.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

const maxDepth = 5;

function pathOf(key: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return null;
  const rest = [...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '');
  return [match[1] ?? '', ...rest];
}

export function parseFormBody(body: string): FormObject | null {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = pathOf(key);
    if (path === null || path.length > maxDepth) return null;
    let node: FormValue = root;
    for (let i = 0; i < path.length; i += 1) {
      const segment = path[i] as string;
      const last = i === path.length - 1;
      if (typeof node === 'string') return null;
      const container = node as Record<string, FormValue> | FormValue[];
      const index = Array.isArray(container)
        ? segment === ''
          ? container.length
          : /^\d{1,4}$/.test(segment)
            ? Number(segment)
            : -1
        : segment;
      if (index === -1 || index === '') return null;
      const existing = (container as Record<string | number, FormValue | undefined>)[index];
      if (last) {
        if (existing !== undefined) return null;
        (container as Record<string | number, FormValue>)[index] = value;
      } else {
        const next = path[i + 1] as string;
        const wantsArray = next === '' || /^\d+$/.test(next);
        if (existing === undefined) {
          const created: FormValue = wantsArray ? [] : {};
          (container as Record<string | number, FormValue>)[index] = created;
          node = created;
        } else if (typeof existing === 'string' || Array.isArray(existing) !== wantsArray) {
          return null;
        } else {
          node = existing;
        }
      }
    }
  }
  return root;
}
