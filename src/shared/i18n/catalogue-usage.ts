// Which messages no code uses, and which ids code names that no catalogue has (issue 34,
// point 5). Code names a message by one whole literal, 'booking-page.signIn' (message-ids.ts):
// an id pieced together at run time is not found here, and so its message counts as unused,
// except in an area checked otherwise (the `errors` area, named by the refusal's code).

/** The ids a source file names: whole quoted literals `area.key` of a known area. */
export function namedIds(source: string, areas: readonly string[]): Set<string> {
  const area = areas.map((name) => name.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')).join('|');
  const literal = new RegExp(`(['"\`])((?:${area})\\.[A-Za-z0-9_]+)\\1`, 'g');
  return new Set([...source.matchAll(literal)].map((match) => match[2] as string));
}

export interface Usage {
  /** Messages of the catalogue that no source names. */
  unused: string[];
  /** Ids the sources name that the catalogue lacks. */
  unknown: string[];
}

/**
 * The catalogue's ids against the ids named in the sources. Messages of `namedAtRunTime` areas
 * may be named by a value at run time (`errors`, by the code of a refusal): they are not
 * reported unused here, as their own check reads those values where they are made
 * (error-codes.ts); an id of theirs named as a literal must still exist.
 */
export function catalogueUsage(
  ids: readonly string[],
  sources: readonly string[],
  areas: readonly string[],
  namedAtRunTime: readonly string[] = [],
): Usage {
  const named = new Set(sources.flatMap((source) => [...namedIds(source, areas)]));
  const known = new Set(ids);
  const byValue = (id: string) => namedAtRunTime.some((area) => id.startsWith(`${area}.`));
  return {
    unused: ids.filter((id) => !named.has(id) && !byValue(id)),
    unknown: [...named].filter((id) => !known.has(id)).sort(),
  };
}
