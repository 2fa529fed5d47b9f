import type { ResponseMedia } from '../query-ast.ts';
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

/**
 * Picks the response media from `Accept`: the first listed type we can produce wins (q-values
 * are not weighed), and a missing or blank header means JSON.
 */
export function negotiateMedia(accept: string | undefined): ResponseMedia {
  const ranges = (accept ?? '')
    .split(',')
    .filter((text) => text.trim() !== '')
    .map(parseMediaRange);
  if (ranges.length === 0) return { kind: 'json', stripNulls: false };
  for (const range of ranges) {
    const media = mediaFor(range);
    if (media !== undefined) return media;
  }
  throw new RestError({
    status: 406,
    code: 'PGRST107',
    message: `None of these media types are available: ${ranges.map((range) => range.type).join(', ')}`,
  });
}
