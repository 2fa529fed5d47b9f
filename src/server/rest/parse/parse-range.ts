import type { RangeHeader } from '../query-ast.ts';
import { RestError } from '../rest-error.ts';

const RANGE = /^(?:items=)?(\d+)-(\d*)$/;

/**
 * The `Range` header: `0-9` or `10-`, optionally with the `items=` unit. A header that is not a
 * range of items (`bytes=0-9`, text) is ignored, as PostgREST does; one whose end comes before
 * its start cannot be satisfied.
 */
export function parseRangeHeader(header: string | undefined): RangeHeader | undefined {
  const match = RANGE.exec(header?.trim() ?? '');
  if (match === null) return undefined;
  const offset = Number(match[1]);
  const last = match[2] === '' ? undefined : Number(match[2]);
  if (!Number.isSafeInteger(offset) || (last !== undefined && !Number.isSafeInteger(last))) {
    return undefined;
  }
  if (last === undefined) return { offset };
  if (last < offset) {
    throw new RestError({
      status: 416,
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details:
        'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    });
  }
  return { offset, limit: last - offset + 1 };
}
