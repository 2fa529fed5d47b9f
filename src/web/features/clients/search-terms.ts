/**
 * What a person typed in the client search, as a PostgreSQL full-text prefix query
 * (`'chris':* & 'cli':*`) for the client_directory's `search` vector (migration 0045): every
 * word must start a word of the client's name, email or phone. Null when nothing searchable
 * was typed. Characters with a meaning in tsquery syntax only split words, so no input can
 * make the query malformed.
 */
export function prefixQuery(text: string): string | null {
  const words = text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}@._+-]+/u)
    .map((word) => word.replace(/^[._+-]+|[._+-]+$/g, ''))
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, 8);
  if (words.length === 0) return null;
  return words.map((word) => `'${word}':*`).join(' & ');
}
