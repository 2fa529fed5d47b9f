import { invalidParam } from './provider-error.ts';
import type { FormObject, FormValue } from './form-body.ts';

// Reading a test provider request's parameters as Stripe reads them: every value arrives as
// text; a parameter of the wrong form is refused with 400 parameter_invalid naming it.

export function text(params: FormObject, name: string): string | null {
  const value = params[name];
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string') throw invalidParam(name, `Invalid string: ${name}`);
  return value;
}

export function required(params: FormObject, name: string): string {
  const value = text(params, name);
  if (value === null) {
    throw invalidParam(name, `Missing required param: ${name}.`);
  }
  return value;
}

export function integer(
  params: FormObject,
  name: string,
  min: number,
  max = 99_999_999,
): number | null {
  const value = text(params, name);
  if (value === null) return null;
  const number = /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
  if (!(number >= min && number <= max)) {
    throw invalidParam(
      name,
      `Invalid integer: ${name} must be a whole number from ${min} to ${max}.`,
    );
  }
  return number;
}

export function requiredInteger(params: FormObject, name: string, min: number): number {
  const value = integer(params, name, min);
  if (value === null) throw invalidParam(name, `Missing required param: ${name}.`);
  return value;
}

export function boolean(params: FormObject, name: string): boolean {
  const value = text(params, name);
  if (value === null || value === 'false') return false;
  if (value === 'true') return true;
  throw invalidParam(name, `Invalid boolean: ${name}`);
}

export function oneOf<T extends string>(
  params: FormObject,
  name: string,
  values: readonly T[],
): T | null {
  const value = text(params, name);
  if (value === null) return null;
  if (!values.includes(value as T)) {
    throw invalidParam(name, `Invalid ${name}: must be one of ${values.join(', ')}`);
  }
  return value as T;
}

/** Stripe's metadata: at most 50 keys of up to 40 characters, values of up to 500. */
export function metadata(params: FormObject): Record<string, string> {
  const value: FormValue | undefined = params.metadata;
  if (value === undefined || value === '') return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw invalidParam('metadata', 'Invalid metadata');
  const entries = Object.entries(value);
  if (
    entries.length > 50 ||
    entries.some(([key, v]) => typeof v !== 'string' || key.length > 40 || v.length > 500)
  ) {
    throw invalidParam(
      'metadata',
      'Metadata has at most 50 keys of 40 characters, each value at most 500.',
    );
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

export function nested(params: FormObject, name: string): FormObject {
  const value = params[name];
  if (value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw invalidParam(name, `Invalid object: ${name}`);
  return value;
}
