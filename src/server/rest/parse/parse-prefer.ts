import type { Preferences } from '../query-ast.ts';

type Kind = Exclude<keyof Preferences, 'invalid'>;

/** The `kind=value` tokens understood; `satisfies` keeps the lists in step with Preferences. */
const CHOICES = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
  tx: ['commit', 'rollback'],
} as const satisfies { [K in Kind]?: readonly Preferences[K][] };

function isChoice(kind: string, value: string): kind is keyof typeof CHOICES {
  return (
    Object.hasOwn(CHOICES, kind) &&
    (CHOICES[kind as keyof typeof CHOICES] as readonly string[]).includes(value)
  );
}

/** What one token sets, or undefined when it is not understood. */
function preferenceOf(token: string): Partial<Preferences> | undefined {
  const equals = token.indexOf('=');
  const kind = token.slice(0, equals);
  const value = token.slice(equals + 1);
  if (equals < 0 || value === '') return undefined;
  if (isChoice(kind, value)) return { [kind]: value };
  if (kind === 'max-affected' && /^\d+$/.test(value) && Number.isSafeInteger(Number(value))) {
    return { maxAffected: Number(value) };
  }
  if (kind === 'timezone') return { timezone: value };
  return undefined;
}

/**
 * The `Prefer` headers (RFC 7240), every value comma-split: the first token of each kind wins,
 * later ones of that kind are ignored, and tokens not understood are collected in `invalid`
 * (an error only with `handling=strict`). `timezone=` is kept as written for the caller to
 * check against pg_timezone_names.
 */
export function parsePreferences(headerValues: string[]): Preferences {
  const preferences: Preferences = { invalid: [] };
  const tokens = headerValues.flatMap((header) => header.split(',').map((token) => token.trim()));
  for (const token of tokens.filter((text) => text !== '')) {
    const preference = preferenceOf(token);
    if (preference === undefined) preferences.invalid.push(token);
    else if (Object.keys(preference).every((kind) => !Object.hasOwn(preferences, kind))) {
      Object.assign(preferences, preference);
    }
  }
  return preferences;
}
