import type { Preferences, ResponseMedia } from '../query-ast.ts';

/**
 * `lo-hi/total` (contract section 3.1): the range part is `*` when nothing was returned or the
 * total is zero; the total is `*` when not counted.
 */
export function contentRange(offset: number, pageTotal: number, total: number | undefined) {
  const range = total !== 0 && pageTotal > 0 ? `${offset}-${offset + pageTotal - 1}` : '*';
  return `${range}/${total ?? '*'}`;
}

const mediaTypes = {
  json: 'application/json',
  object: 'application/vnd.pgrst.object+json',
  csv: 'text/csv',
  openapi: 'application/openapi+json',
} as const;

export function contentType(media: ResponseMedia): string {
  return `${mediaTypes[media.kind]}; charset=utf-8`;
}

/** The preferences honoured, in PostgREST's order, for `Preference-Applied`. */
export function preferenceApplied(
  preferences: Preferences,
  applied: { resolution?: boolean; missing?: boolean; return?: boolean; maxAffected?: boolean },
): string | undefined {
  const tokens = [
    applied.resolution && preferences.resolution && `resolution=${preferences.resolution}`,
    applied.missing && preferences.missing && `missing=${preferences.missing}`,
    applied.return && preferences.return && `return=${preferences.return}`,
    preferences.count && `count=${preferences.count}`,
    preferences.tx && `tx=${preferences.tx}`,
    preferences.handling && `handling=${preferences.handling}`,
    applied.maxAffected &&
      preferences.maxAffected !== undefined &&
      `max-affected=${preferences.maxAffected}`,
  ].filter((token): token is string => typeof token === 'string');
  return tokens.length > 0 ? tokens.join(', ') : undefined;
}
