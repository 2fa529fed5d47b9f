/**
 * The one byte range a `Range` header asks of a file of `size` bytes (inclusive ends), or
 * 'all' when there is none or it cannot be read (RFC 9110 says to ignore such a header), or
 * 'unsatisfiable' for a range that starts past the end (416). Several ranges at once are
 * answered whole: no client of ours asks for them.
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'all' | 'unsatisfiable' {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return 'all';
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[2] !== '' && Number(match[2]) < start) return 'all';
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
