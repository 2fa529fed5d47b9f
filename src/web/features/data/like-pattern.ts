/** An ilike pattern that finds the typed text anywhere, its own % _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.trim().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
