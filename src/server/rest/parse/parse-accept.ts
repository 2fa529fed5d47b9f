import type { PlanMedia, PlanOption, ResponseMedia } from '../query-ast.ts';
import { RestError } from '../rest-error.ts';

interface MediaRange {
  type: string;
  parameters: Map<string, string>;
}

/** `type/subtype;name=value;…`, lower-cased except parameter values (they may be quoted). */
function parseMediaRange(text: string): MediaRange {
  const [type = '', ...parameterTexts] = text.split(';').map((part) => part.trim());
  const parameters = new Map<string, string>();
  for (const parameter of parameterTexts) {
    const equals = parameter.indexOf('=');
    if (equals > 0) {
      parameters.set(
        parameter.slice(0, equals).trim().toLowerCase(),
        parameter.slice(equals + 1).trim(),
      );
    }
  }
  return { type: type.toLowerCase(), parameters };
}

function mediaFor({ type, parameters }: MediaRange): ResponseMedia | undefined {
  const stripNulls = parameters.get('nulls') === 'stripped';
  switch (type) {
    case 'application/json':
    case '*/*':
    case 'application/*':
      return { kind: 'json', stripNulls: false };
    case 'application/vnd.pgrst.array+json':
    case 'application/vnd.pgrst.array':
      return { kind: 'json', stripNulls };
    case 'application/vnd.pgrst.object+json':
    case 'application/vnd.pgrst.object':
      return { kind: 'object', stripNulls };
    case 'text/csv':
      return { kind: 'csv' };
    case 'application/openapi+json':
      return { kind: 'openapi' };
    default:
      return undefined;
  }
}

const planOptions: PlanOption[] = ['analyze', 'verbose', 'settings', 'buffers', 'wal'];

function planFor({ type, parameters }: MediaRange): PlanMedia | undefined {
  const format = {
    'application/vnd.pgrst.plan': 'text',
    'application/vnd.pgrst.plan+text': 'text',
    'application/vnd.pgrst.plan+json': 'json',
  }[type] as PlanMedia['format'] | undefined;
  if (format === undefined) return undefined;
  const forType = (parameters.get('for') ?? 'application/json').replace(/^"(.*)"$/, '$1');
  const inner = mediaFor(parseMediaRange(forType));
  if (inner === undefined || inner.kind === 'openapi') return undefined;
  const listed = (parameters.get('options') ?? '').split('|');
  return {
    kind: 'plan',
    format,
    for: inner,
    forType: parseMediaRange(forType).type,
    options: planOptions.filter((option) => listed.includes(option)),
  };
}

/** A plan media type as PostgREST names it back: `application/vnd.pgrst.plan+text; for="…"`. */
export function planMime(plan: PlanMedia): string {
  const options = plan.options.length > 0 ? `; options=${plan.options.join('|')}` : '';
  return `application/vnd.pgrst.plan+${plan.format}; for="${plan.forType}"${options}`;
}

/**
 * Picks the response media from `Accept`: the first listed type we can produce wins (q-values
 * are not weighed), and a missing or blank header means JSON. Plans (EXPLAIN) are produced only
 * when `planEnabled` (REST_PLAN_ENABLED, PostgREST's db-plan-enabled).
 */
export function negotiateMedia(
  accept: string | undefined,
  planEnabled = false,
): ResponseMedia | PlanMedia {
  const ranges = (accept ?? '')
    .split(',')
    .filter((text) => text.trim() !== '')
    .map(parseMediaRange);
  if (ranges.length === 0) return { kind: 'json', stripNulls: false };
  for (const range of ranges) {
    const media = mediaFor(range) ?? (planEnabled ? planFor(range) : undefined);
    if (media !== undefined) return media;
  }
  const named = ranges.map((range) => {
    const plan = planFor(range);
    return plan ? planMime(plan) : range.type;
  });
  throw new RestError({
    status: 406,
    code: 'PGRST107',
    message: `None of these media types are available: ${named.join(', ')}`,
  });
}
