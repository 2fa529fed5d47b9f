/**
 * The closest of `candidates` to `value`, scored as the fuzzy sets PostgREST uses for its
 * "Perhaps you meant" hints: cosine similarity of letter 3-grams (2-grams when no 3-gram is
 * shared), then the best 50 re-scored by Levenshtein distance; undefined below `minScore`.
 * Matching is case-insensitive and an exact match scores 1.
 */
export function closestMatch(
  value: string,
  candidates: string[],
  minScore: number,
): string | undefined {
  const target = value.toLowerCase();
  const exact = candidates.find((candidate) => candidate.toLowerCase() === target);
  if (exact !== undefined) return exact;
  for (const size of [3, 2]) {
    const wanted = grams(target, size);
    const scored = candidates
      .map((candidate) => ({ candidate, score: cosine(wanted, grams(candidate, size)) }))
      .filter(({ score }) => score > 0)
      .sort((a, b) => b.score - a.score);
    if (scored.length === 0) continue;
    const [best] = scored
      .slice(0, 50)
      .map(({ candidate }) => ({ candidate, score: similarity(candidate.toLowerCase(), target) }))
      .sort((a, b) => b.score - a.score);
    return best && best.score >= minScore ? best.candidate : undefined;
  }
  return undefined;
}

function grams(text: string, size: number): Map<string, number> {
  let simplified = `-${text.toLowerCase().replace(/[^\p{L}\p{N}, ]+/gu, '')}-`;
  while (simplified.length < size) simplified += '-';
  const counts = new Map<string, number>();
  for (let start = 0; start + size <= simplified.length; start++) {
    const gram = simplified.slice(start, start + size);
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0;
  for (const [gram, count] of a) dot += count * (b.get(gram) ?? 0);
  const norm = (counts: Map<string, number>) =>
    Math.sqrt([...counts.values()].reduce((sum, count) => sum + count * count, 0));
  return dot === 0 ? 0 : dot / (norm(a) * norm(b));
}

/** 1 − Levenshtein distance / the longer length. */
function similarity(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
    }
    previous = current;
  }
  return 1 - (previous[b.length] ?? 0) / Math.max(a.length, b.length, 1);
}
