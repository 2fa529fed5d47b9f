// The TypeScript type of a PostgreSQL type, as `supabase gen types typescript` maps them, from
// the names format_type prints with an empty search_path (`integer`, `public.available_slot`,
// `text[]`). Types it has no mapping for are `unknown`, as there.

const numbers = /^(smallint|integer|bigint|real|double precision|numeric(\(.*\))?)$/;
// Ranges, tsvector, interval and inet come as text from the data API too.
const strings =
  /^(text|uuid|date|bytea|(\w+\.)?citext|character( varying)?(\(\d+\))?|time(stamp)?( \(\d\))? with(out)? time zone|\w*range|tsvector|interval|inet|cidr)$/;

export interface TypeNames {
  /** Composite types of the schema, by the name format_type prints (`public.available_slot`). */
  composites: Map<string, string>;
}

export function typescriptType(postgresType: string, names: TypeNames): string {
  if (postgresType.endsWith('[]')) {
    const element = typescriptType(postgresType.slice(0, -2), names);
    return /^\w+$|^Database/.test(element) ? `${element}[]` : `(${element})[]`;
  }
  if (postgresType === 'boolean') return 'boolean';
  if (numbers.test(postgresType)) return 'number';
  if (strings.test(postgresType)) return 'string';
  if (postgresType === 'json' || postgresType === 'jsonb') return 'Json';
  if (postgresType === 'void') return 'undefined';
  if (postgresType === 'record') return 'Record<string, unknown>';
  const composite = names.composites.get(postgresType);
  if (composite) return composite;
  return 'unknown';
}
