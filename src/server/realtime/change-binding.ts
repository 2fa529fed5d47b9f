/**
 * One postgres_changes subscription of a channel (reference/realtime.md §3.3): which event,
 * which table of `public`, and the filter, parsed as Realtime parses it. Only the `public`
 * schema is recorded (decision 0039); other schemas are refused as Realtime refuses a table
 * outside its publication.
 */

export type ChangeKind = 'INSERT' | 'UPDATE' | 'DELETE';
export type BindingEvent = ChangeKind | '*';
export const filterOperators = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in'] as const;
export type FilterOperator = (typeof filterOperators)[number];

export interface Condition {
  column: string;
  operator: FilterOperator;
  negated: boolean;
  /** One value, or the list of `in`. */
  values: string[];
}

export interface Binding {
  id: number;
  event: BindingEvent;
  /** Undefined: every table of `public`. */
  table: string | undefined;
  conditions: Condition[];
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** Splits on commas outside parentheses and double quotes. */
function splitTop(input: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < input.length; i += 1) {
    const char = input[i] as string;
    if (quoted && char === '\\' && i + 1 < input.length) {
      current += char + (input[i + 1] as string);
      i += 1;
      continue;
    }
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '(') depth += 1;
    else if (!quoted && char === ')') depth -= 1;
    if (char === ',' && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts;
}

const unquote = (value: string) =>
  value.length >= 2 && value.startsWith('"') && value.endsWith('"')
    ? value.slice(1, -1).replace(/\\(.)/g, '$1')
    : value;

function parseCondition(part: string): Condition | undefined {
  const equals = part.indexOf('=');
  if (equals <= 0) return undefined;
  const column = part.slice(0, equals).trim();
  let rest = part.slice(equals + 1);
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot < 0) return undefined;
  const operator = rest.slice(0, dot) as FilterOperator;
  const value = rest.slice(dot + 1);
  if (!filterOperators.includes(operator)) return undefined;
  if (operator !== 'in') return { column, operator, negated, values: [unquote(value)] };
  if (!value.startsWith('(') || !value.endsWith(')')) return undefined;
  const values = splitTop(value.slice(1, -1)).map((item) => unquote(item.trim()));
  return { column, operator, negated, values };
}

/** Parses a filter as the client sends it: `col=op.value`, and-ed with commas. */
export function parseFilter(filter: string): Condition[] | { error: string } {
  if (filter.trim() === '') return [];
  const parts = splitTop(filter);
  const conditions: Condition[] = [];
  for (const part of parts) {
    const condition = parseCondition(part);
    if (condition === undefined) {
      const [column, ...rest] = part.split('=');
      return {
        error: `Error parsing \`filter\` params: ${JSON.stringify([column, rest.join('=')])}`,
      };
    }
    conditions.push(condition);
  }
  return conditions;
}

/** A subscription's params as the join sent them, or the `system` error Realtime words. */
export function parseBinding(
  params: Record<string, unknown>,
  id: number,
): Binding | { error: string } {
  const event = (text(params.event) ?? '*').toUpperCase();
  const schema = text(params.schema);
  const table = text(params.table);
  const filter = text(params.filter);
  const refused = () => ({
    error:
      'Unable to subscribe to changes with given parameters. Please check Realtime is enabled ' +
      `for the given connect parameters: [event: ${event}, schema: ${schema ?? 'public'}, ` +
      `table: ${table ?? '*'}, filters: [], select: nil]`,
  });
  if (schema === undefined && table === undefined) {
    return {
      error:
        'No subscription params provided. Please provide at least a `schema` or `table` to ' +
        `subscribe to: ${JSON.stringify(params)}`,
    };
  }
  if (schema !== undefined && schema !== 'public' && schema !== '*') return refused();
  const conditions = filter === undefined ? [] : parseFilter(filter);
  if ('error' in conditions) return conditions;
  return {
    id,
    event: ['INSERT', 'UPDATE', 'DELETE'].includes(event) ? (event as ChangeKind) : '*',
    table: table === undefined || table === '*' ? undefined : table,
    conditions,
  };
}

/** Whether the binding is for this table and kind of change (filters aside). */
export const bindingWants = (binding: Binding, table: string, kind: ChangeKind) =>
  (binding.table === undefined || binding.table === table) &&
  (binding.event === '*' || binding.event === kind);
